/// The former name of ``PresenterInterface``, which now declares ``PresenterInterface/View``,
/// ``PresenterInterface/attach(_:)`` and ``PresenterInterface/detach(_:)`` itself.
@available(*, deprecated, renamed: "PresenterInterface")
public typealias ViewAttachable = PresenterInterface
