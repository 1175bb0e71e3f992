/// The root of every passive view protocol in an MVP module.
///
/// A view conforming to `ViewInterface` renders what its presenter tells it and forwards user
/// input to that presenter; it makes no decisions of its own. Feature view protocols refine this
/// protocol together with the capability protocols they need (``LoadingViewInterface``,
/// ``ErrorViewInterface``, ``EmptyViewInterface``, ``MessageViewInterface``).
///
/// The protocol is `@MainActor` so that a `@MainActor` view class can
/// conform under Swift 6 strict concurrency, and the compiler rejects view calls from other
/// threads. Class-bound, so that presenters can hold views weakly (see ``ViewBinding``).
@MainActor
public protocol ViewInterface: AnyObject {}
