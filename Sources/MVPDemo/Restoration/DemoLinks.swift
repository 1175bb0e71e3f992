import MVPRestoration

/// The demo's deep links (`--open URL`), of its own scheme or of its website, each opening a
/// stack of routes:
///
/// | Link | Opens |
/// | --- | --- |
/// | `mvpdemo://goods` | the goods list |
/// | `mvpdemo://goods/12`, `https://mvp-demo.example/products/12` | the goods list, product 12's detail |
/// | `mvpdemo://users` | the user list |
/// | `mvpdemo://users/3`, `https://mvp-demo.example/users/3` | the user list, user 3's profile |
/// | `mvpdemo://sale` | the flash-sale page |
/// | `mvpdemo://sale/12` | the flash-sale page, product 12's detail |
///
/// Every path works with both origins (`https://mvp-demo.example/goods/12` too). An id is a whole
/// number from 1; anything else is a `DeepLinkError`, which the demo says in its own words.
public enum DemoLinks {
  /// The demo's URL scheme: `mvpdemo`.
  public static let scheme = "mvpdemo"

  /// The demo's website, for `https` links: `mvp-demo.example` (an example domain, RFC 2606).
  public static let website = "mvp-demo.example"

  /// The patterns, in the order they are tried.
  public static var patterns: DeepLinkPatterns<DemoRoute> {
    var links = DeepLinkPatterns<DemoRoute>(.scheme(scheme), .website(host: website))
    links.add("goods") { _ in [.goods] }
    links.add("goods/:productID") { [.goods, .goodsDetail(productID: try id("productID", $0))] }
    links.add("products") { _ in [.goods] }
    links.add("products/:productID") {
      [.goods, .goodsDetail(productID: try id("productID", $0))]
    }
    links.add("users") { _ in [.users] }
    links.add("users/:userID") { [.users, .userProfile(userID: try id("userID", $0))] }
    links.add("sale") { _ in [.sale] }
    links.add("sale/:productID") { [.sale, .goodsDetail(productID: try id("productID", $0))] }
    return links
  }

  /// The id a link carries under `name`: a whole number from 1.
  ///
  /// - Throws: `DeepLinkError`: missing, not a number, or below 1 (`invalidValue`).
  private static func id(_ name: String, _ parameters: DeepLinkParameters) throws(DeepLinkError)
    -> Int
  {
    let id = try parameters.int(name)
    guard id >= 1 else { throw .invalidValue(parameter: name, value: String(id)) }
    return id
  }
}
