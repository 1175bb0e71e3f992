import MVPCore

/// The view of a ticker: the number of seconds counted so far.
@MainActor
protocol TickerView: AnyObject {
  func showTicks(_ ticks: Int)
}
