import Foundation
import MVPCore

/// Builds the cart screen: a ``CartPresenter`` on the cart kept in a store, and its view.
public enum CartModule {
  /// Builds the cart screen over `cart`.
  ///
  /// - Parameters:
  ///   - cart: The cart kept in the store; its observation
  ///     (``StoredCartService/observeItems(titlesFrom:onChange:onError:)``) feeds the screen.
  ///   - source: The server whose kept products give the items' titles (its base URL).
  ///   - emptyMessage: The empty cart's message.
  ///   - failureMessage: The error state's sentence for the store's failure (a `DatabaseError`
  ///     when the cart cannot be read), called off the main actor.
  ///   - makeView: Makes the view around its presenter.
  /// - Returns: The module, its view attached to its presenter. The view sends `viewDidLoad`.
  @MainActor
  public static func build<View: CartView>(
    cart: StoredCartService, titlesFrom source: URL, emptyMessage: String,
    failureMessage: @escaping @Sendable (any Error) -> String,
    makeView: (CartPresenter) -> View
  ) -> Module<View, CartPresenter> {
    let presenter = CartPresenter(
      observe: { send, fail in
        cart.observeItems(
          titlesFrom: source, onChange: send,
          onError: { error in
            fail(ServiceError.described(message: failureMessage(error), description: "\(error)"))
          })
      }, texts: ListTexts(empty: emptyMessage))
    let view = makeView(presenter)
    presenter.attach(view)
    return Module(view: view, presenter: presenter)
  }
}
