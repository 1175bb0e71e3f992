import MVPCore

/// The view of a comment composer: the thread's load, the composer (the thread's title and the
/// draft), an error with retry, and messages.
@MainActor
protocol CommentComposerView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface {
  func showComposer(_ composer: String)
}
