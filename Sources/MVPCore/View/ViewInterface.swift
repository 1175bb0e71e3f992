/// The root of every passive view protocol in an MVP module.
///
/// A view conforming to `ViewInterface` renders what its presenter tells it and forwards user
/// input to that presenter; it makes no decisions of its own. A screen's view protocol refines
/// this protocol together with the capability protocols it needs (``LoadingViewInterface``,
/// ``ErrorViewInterface``, ``MessageViewInterface``, ``ListViewInterface``). Nothing in the kit
/// requires it (a page's view that only hands out its parts' views may be a plain `AnyObject`
/// protocol); what it buys is a compile error that names the capability protocol to adopt when a
/// loader's projection (`{ $0.listView }`, …) asks for one the view protocol lacks.
///
/// The protocol is `@MainActor` so that a `@MainActor` view class can
/// conform under Swift 6 strict concurrency, and the compiler rejects view calls from other
/// threads. Class-bound, so that presenters can hold views weakly (see ``ViewBinding``).
///
/// A view class meant to be subclassed implements itself every requirement a subclass may
/// customise, those with a default included (``ErrorViewInterface/showError(title:message:canRetry:)``,
/// a list's notices): the class's conformance picks a protocol extension's
/// default once, and a subclass's method of the same name is then never called through the
/// protocol.
@MainActor
public protocol ViewInterface: AnyObject {}
