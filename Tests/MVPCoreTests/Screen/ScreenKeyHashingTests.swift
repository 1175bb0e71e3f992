import MVPCore
import Testing

/// A key hashes its name once, when it is made; keys made in any way from equal names are equal,
/// hash equally and find each other in sets and dictionaries.
@Suite struct ScreenKeyHashingTests {
  @Test func keysWithEqualNamesAreEqualHoweverTheyAreMade() {
    let id = 7
    let keys: [ScreenKey] = [
      "delete.7", ScreenKey("delete.7"), "delete.\(id)", ScreenKey("delete." + String(id)),
    ]
    for key in keys {
      #expect(key == keys[0])
      #expect(key.hashValue == keys[0].hashValue)
      #expect(key.name == "delete.7")
    }
    #expect(Set(keys).count == 1)
  }

  @Test func keysWithDifferentNamesDiffer() {
    let keys: [ScreenKey] = ["a", "b", "ab", "a.b", "", "é", "e\u{301}x"]
    #expect(Set(keys).count == keys.count)
    #expect(ScreenKey("a") != ScreenKey("b"))
  }

  /// Names equal as strings (canonically equivalent) are the same key, as `String` says.
  @Test func canonicallyEquivalentNamesAreTheSameKey() {
    let composed = ScreenKey("caf\u{E9}")
    let decomposed = ScreenKey("cafe\u{301}")
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect([composed: 1][decomposed] == 1)
  }

  @Test func aKeyFoundInADictionaryIsTheOneStored() {
    var slots: [ScreenKey: Int] = [:]
    for index in 0..<100 { slots["row.\(index)"] = index }
    for index in 0..<100 { #expect(slots[ScreenKey("row.\(index)")] == index) }
    #expect(slots["row.100"] == nil)
  }
}
