import Foundation

/// The catalogue's own stock label for a product, the API's `availabilityStatus` field.
///
/// DummyJSON sends one of "In Stock", "Low Stock" or "Out of Stock"; any other text (or a missing
/// field) is kept as ``other(_:)`` so that decoding never fails on a new label. The label is one
/// input of the rules; the stock count is the other (see ``Product/isAvailable`` and
/// ``Product/isLowStock``).
public enum AvailabilityStatus: Hashable, Sendable {
  /// "In Stock".
  case inStock

  /// "Low Stock": few units left.
  case lowStock

  /// "Out of Stock": the product cannot be ordered whatever its stock count says.
  case outOfStock

  /// A label this version does not know, as sent (empty when the field was missing).
  case other(String)

  /// Reads an API label, ignoring case and surrounding spaces.
  ///
  /// - Parameter label: The `availabilityStatus` text, for example "Low Stock".
  public init(label: String) {
    // The labels as DummyJSON writes them need no normalizing, which allocates.
    switch label {
    case "In Stock":
      self = .inStock
      return
    case "Low Stock":
      self = .lowStock
      return
    case "Out of Stock":
      self = .outOfStock
      return
    default:
      break
    }
    let normalized = label.trimmingCharacters(in: .whitespaces).lowercased()
    switch normalized {
    case "in stock": self = .inStock
    case "low stock": self = .lowStock
    case "out of stock": self = .outOfStock
    default: self = .other(label)
    }
  }

  /// The API's text for this label, for example "Out of Stock".
  public var label: String {
    switch self {
    case .inStock: "In Stock"
    case .lowStock: "Low Stock"
    case .outOfStock: "Out of Stock"
    case .other(let label): label
    }
  }
}
