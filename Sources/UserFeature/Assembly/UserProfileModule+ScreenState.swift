import MVPCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension UserProfileModule {
  /// Builds the profile of one user with an observable ``UserProfileScreenState`` as its view,
  /// for SwiftUI, and the production ``UserProfileRouter``.
  ///
  /// - Parameters:
  ///   - userID: The identifier of the user to show.
  ///   - service: Where the user comes from and where changes go.
  ///   - navigator: Where the profile is shown, held weakly by the router; `nil` disables
  ///     navigation.
  ///   - changes: Told about each saved edit; `nil` for none.
  /// - Returns: The module, its state attached to its presenter. Keep `view` (the state) for as
  ///   long as the screen shows; its `appear()` starts the load.
  @MainActor
  public static func build(
    userID: Int,
    service: any UserService,
    navigator: (any Navigator)?,
    changes: UserChanges? = nil
  ) -> Module<UserProfileScreenState, UserProfilePresenter> {
    let presenter = UserProfilePresenter(
      userID: userID, service: service, router: UserProfileRouter(navigator: navigator),
      changes: changes)
    let state = UserProfileScreenState(presenter: presenter)
    presenter.attach(state)
    return Module(view: state, presenter: presenter)
  }
}
