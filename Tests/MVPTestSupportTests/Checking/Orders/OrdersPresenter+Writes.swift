import MVPCore

extension OrdersPresenter {
  /// Deletes the order in row `index`; its row goes when the server confirms. A second tap on a
  /// row whose deletion runs does nothing; other rows' deletions run beside it.
  func deleteOrder(at index: Int) {
    guard orders.indices.contains(index) else { return }
    let order = orders[index]
    let key: ScreenKey = bug == .oneKeyForAllDeletions ? "delete" : "delete.\(order.id)"
    tasks.perform(
      key, role: bug == .deleteStartedAsRead ? .read : .write, owner: self,
      work: { [deletions = service.deletions] in try await deletions.call(order.id) },
      then: { presenter, result in presenter.finishDelete(of: order, tappedAt: index, result) })
  }

  func finishDelete(of order: Order, tappedAt index: Int, _ result: Result<Void, any Error>) {
    guard case .success = result else { return say("Couldn't delete \(order.title).") }
    // Wrong with the bug: the row is looked up again by the index tapped.
    let deleted =
      bug == .rowLookedUpAgainByIndex ? orders.indices.contains(index) ? orders[index] : nil : order
    guard let deleted else { return }
    removed.insert(deleted.id)
    if let row = orders.firstIndex(where: { $0.id == deleted.id }) {
      orders.remove(at: row)
      if reloading != nil {
        removalsDuringReload += 1
      } else if nextInFlight {
        removalsDuringNext += 1
      } else {
        nextOffset -= 1
      }
      if orders.isEmpty {
        updateProgress()
        showAll()
      } else {
        publish { $0.removeRow(at: row) }
      }
      fillIfEmpty()
    }
    say("Deleted \(deleted.title).")
  }

  /// Puts the order in row `index` in the basket.
  func addToBasket(at index: Int) {
    guard orders.indices.contains(index) else { return }
    basket.append(orders[index].title)
    say("\(orders[index].title) is in the basket.")
  }

  /// Places the basket as an order; one placing at a time.
  func placeOrder() {
    guard !basket.isEmpty || bug == .emptyBasketPlaced else { return say("The basket is empty.") }
    let items = basket
    tasks.perform(
      "place", role: bug == .placingStartedAsRead ? .read : .write, owner: self,
      work: { [placements = service.placements] in
        guard !items.isEmpty else { return }
        try await placements.call(items)
      },
      then: { presenter, result in presenter.finishPlacing(items, result) })
  }

  /// Stops placing the order, at the user's request.
  func stopPlacing() {
    guard tasks.isRunning("place") else { return }
    tasks.cancel("place")
    say("The order was not placed.")
  }

  func finishPlacing(_ items: [String], _ result: Result<Void, any Error>) {
    guard case .success = result else { return say("Couldn't place the order.") }
    basket.removeFirst(min(items.count, basket.count))
    say("Order placed.")
  }
}
