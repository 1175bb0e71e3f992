import MVPDemo
import Testing

@Suite struct BundledCatalogTests {
  @Test func bundledDataSetHasEnoughVarietyForTheDemo() throws {
    let data = try CatalogData.bundled()
    #expect(data.products.count >= 60)
    #expect(data.users.count == 20)
    #expect(data.products.contains { $0.brand == nil })
    #expect(data.products.contains { $0.brand != nil })
    #expect(data.products.contains { $0.discountPercentage >= 15 })
    #expect(data.products.contains { $0.discountPercentage == 0 })
    #expect(data.products.contains { $0.availabilityStatus == "Low Stock" && $0.stock > 0 })
    #expect(data.products.contains { $0.availabilityStatus == "Out of Stock" && $0.stock == 0 })
    #expect(data.products.contains { $0.price == 9.99 })
    #expect(data.products.contains { $0.minimumOrderQuantity > 1 })
  }

  @Test func identifiersAreUniqueAndStartAtOne() throws {
    let data = try CatalogData.bundled()
    #expect(data.products.map(\.id) == Array(1...data.products.count))
    #expect(data.users.map(\.id) == Array(1...data.users.count))
  }
}
