/// Where a ``DeepLinkPatterns`` accepts links from: the app's own URL scheme, or its website
/// (universal links).
public enum DeepLinkOrigin: Hashable, Sendable {
  /// Links of the app's own scheme, such as `shop://goods/12` (the scheme without `://`,
  /// compared ignoring case). The URL's host is the path's first segment: `shop://goods/12`,
  /// `shop:///goods/12` and `shop:goods/12` all have the path `/goods/12`.
  case scheme(String)
  /// Web links to the app's site, such as `https://shop.example/goods/12`: `https` on this host
  /// (compared ignoring case); the path is the URL's path, `/goods/12`.
  case website(host: String)
}
