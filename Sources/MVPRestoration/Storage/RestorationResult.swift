/// What ``AppRestoration/restore(or:)`` did at launch.
public enum RestorationResult: Equatable, Sendable {
  /// The saved stack was rebuilt, each screen handed its saved state.
  case restored
  /// Nothing was saved (a first launch, a state already used, a save that found no screen
  /// opened by route): the fresh stack is shown.
  case nothingSaved
  /// A saved state was found but dropped, for the reason given (logged): the fresh stack is
  /// shown.
  case dropped(RestorationError)
}
