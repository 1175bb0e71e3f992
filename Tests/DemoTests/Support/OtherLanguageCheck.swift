import MVPDemo

/// Finds text left in the other language in a demo transcript (issue 12): Latin letters in the
/// Chinese demo, Chinese characters in the English one.
///
/// What may stay is subtracted first: what the user typed (the lines echoing it, `> …`, and the
/// words of it quoted back, whole or clipped to their first 60 characters), the data the server
/// sent (product titles, brands, descriptions, shipping texts, names, e-mail addresses,
/// usernames, phone numbers, avatar URLs and the server's own error text, known from the data
/// set), and in Chinese the words that are the same in every language: the commands the user
/// types, the program's and options' names, currency codes, locale identifiers, URLs, paths and
/// e-mail addresses given as examples.
enum OtherLanguageCheck {
  /// The command words and technical terms a Chinese screen keeps as they are.
  static let sharedWords: Set = [
    "goods", "users", "next", "list", "refresh", "retry", "open", "cart", "delete", "edit",
    "sale", "wait", "back", "help", "quit", "exit", "mvp", "demo", "base", "url", "page", "size",
    "locale", "store", "offline", "online", "SQLite",
    "currency", "verbose", "h", "MVPKit", "DummyJSON", "ISO", "CNY", "USD", "http", "https", "s",
    "en", "US", "zh", "Hans", "CN", "id", "cancel", "hold", "release", "state", "XDG", "STATE",
    "HOME", "local", "json",
  ]

  /// Every string of the data set that the demo shows as it came from the server.
  static func dataTexts(_ data: CatalogData) -> [String] {
    var texts: [String] = []
    for product in data.products {
      texts += [product.title, product.description, product.shippingInformation]
      if let brand = product.brand { texts.append(brand) }
    }
    for user in data.users {
      texts += [
        "\(user.firstName) \(user.lastName)", user.email, user.username, user.phone, user.image,
      ]
    }
    // The servers' own error text, quoted in error sentences.
    texts += ["Product with id '2' not found"]
    // Longest first, so that a title is removed before a brand it contains.
    return texts.sorted { $0.count > $1.count }
  }

  /// The lines of `output` with text in the other language, after the subtractions.
  ///
  /// - Parameters:
  ///   - output: Standard output and error of a session.
  ///   - chinese: Whether the session ran in Chinese (else English).
  ///   - data: The data set the server answered from.
  ///   - typed: The command lines and arguments the user typed.
  /// - Returns: The offending lines, each as printed.
  static func leftovers(
    in output: String, chinese: Bool, data: CatalogData, typed: [String] = []
  ) -> [String] {
    let words = typed.flatMap { $0.split { $0 == " " || $0 == "|" || $0 == "=" } }.map(String.init)
    let quoted = words.flatMap { [$0, String($0.prefix(60))] }.filter { $0.count > 1 }
    let texts = (dataTexts(data) + quoted).sorted { $0.count > $1.count }
    return output.split(separator: "\n").map(String.init).filter { line in
      guard !line.hasPrefix("> ") else { return false }
      var rest = line
      for text in texts where rest.contains(text) {
        rest = rest.replacingOccurrences(of: text, with: " ")
      }
      return chinese ? hasLatinWord(rest) : hasChinese(rest)
    }
  }

  /// Whether `text`, once URLs, e-mail addresses and the shared words are removed, has a Latin
  /// letter.
  private static func hasLatinWord(_ text: String) -> Bool {
    let words = text.split(separator: " ").filter { !$0.contains("://") && !$0.contains("@") }
    let letters = words.joined(separator: " ").split { !$0.isASCII || !$0.isLetter }
    return letters.contains { !sharedWords.contains(String($0)) }
  }

  /// Whether `text` has a Chinese character or full-width punctuation.
  private static func hasChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      (0x4E00...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value)
        || (0xFF00...0xFFEF).contains($0.value)
    }
  }
}
