/// The `id` of an array element that failed to decode, read as leniently as possible so that the
/// failure can name the item. Decoding it never throws, whatever the element is, and consumes the
/// element.
struct ItemIdentity: Decodable {
  private enum Key: String, CodingKey {
    case id
  }

  /// The element's `id` as text, or `nil` when the element is not an object with a number or
  /// string `id`.
  let text: String?

  init(from decoder: any Decoder) {
    guard let container = try? decoder.container(keyedBy: Key.self) else {
      text = nil
      return
    }
    if let number = try? container.decode(Int.self, forKey: .id) {
      text = String(number)
    } else if let string = try? container.decode(String.self, forKey: .id) {
      text = string
    } else {
      text = nil
    }
  }
}
