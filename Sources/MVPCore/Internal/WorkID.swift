/// The identity of one piece of observed work (a ``TaskScope`` task or completion-handler
/// operation), numbered by the ``WorkObserver`` that watches it.
package struct WorkID: Hashable, Sendable {
  /// The observer that numbered the work; a stub called by the work reports to it.
  package let observer: any WorkObserver

  /// The work's number, unique within its observer.
  package let number: Int

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - observer: The observer that numbers the work.
  ///   - number: The number, unique within that observer.
  package init(observer: any WorkObserver, number: Int) {
    self.observer = observer
    self.number = number
  }

  package static func == (lhs: WorkID, rhs: WorkID) -> Bool {
    lhs.observer === rhs.observer && lhs.number == rhs.number
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(observer))
    hasher.combine(number)
  }
}
