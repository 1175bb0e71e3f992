/// The text of the `help` command.
enum DemoHelp {
  /// One line per command.
  static let lines = [
    "goods             show the goods list",
    "users             show the user list",
    "next              load the next page of the list",
    "refresh           reload the list from the first page",
    "retry             try again after an error",
    "open N            open row N (product detail or user profile)",
    "cart N            add row N of the goods list to the cart",
    "cart [QTY]        on a product's detail: add QTY (default: the minimum order)",
    "delete N          delete user row N",
    "edit NAME | EMAIL on a profile: save a new name and email",
    "back              go back to the previous screen",
    "help              show this help",
    "quit              leave the demo",
  ]
}
