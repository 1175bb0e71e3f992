import MVPRestoration

/// The test app's deep links, as an app fills them in.
enum ShopLinks {
  static var patterns: DeepLinkPatterns<ShopRoute> {
    var links = DeepLinkPatterns<ShopRoute>(.scheme("shop"), .website(host: "shop.example"))
    links.add("home") { _ in [.home] }
    links.add("items/new") { _ in [.home, .item(id: 0)] }
    links.add("items/:id") { [.home, .item(id: try $0.int("id"))] }
    links.add("items/:id/sheet") { parameters in
      let id = try parameters.int("id")
      return RouteStack([.home, .item(id: id)], presented: .sheet(id: id))
    }
    links.add("sheet") { RouteStack([.home], presented: .sheet(id: try $0.int("id"))) }
    links.add("tabs/:name") { parameters in
      let name = try parameters.string("name")
      guard name == "home" else { throw DeepLinkError.invalidValue(parameter: "name", value: name) }
      return [.home]
    }
    return links
  }
}
