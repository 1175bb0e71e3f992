/// The texts of a list screen that a list loader shows on a ``ListViewInterface``: the one place
/// where a presenter says how its list's states read, errors included.
///
/// ```swift
/// ListTexts(
///   empty: "No books yet.",
///   errorTitle: "Couldn't load books")
/// ```
///
/// Threading: the closures run on the main actor.
public struct ListTexts {
  /// The empty state's message: the list has no item.
  public var empty: String

  /// The error state's title, or `nil` for none (``ErrorViewInterface/showError(title:message:canRetry:)``).
  public var errorTitle: String?

  /// The sentence for a failure, in the error state and in the transient message shown while
  /// rows stay. The default is ``ServiceError/userMessage``: the app's own text for an error that
  /// carries one (``ServiceError/described(message:description:)``), a calm sentence otherwise.
  public var errorMessage: (ServiceError) -> String

  /// Creates the texts.
  ///
  /// - Parameters:
  ///   - empty: The empty state's message.
  ///   - errorTitle: The error state's title; `nil` (the default) for none.
  ///   - errorMessage: The sentence for a failure; defaults to ``ServiceError/userMessage``.
  public init(
    empty: String,
    errorTitle: String? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage }
  ) {
    self.empty = empty
    self.errorTitle = errorTitle
    self.errorMessage = errorMessage
  }
}
