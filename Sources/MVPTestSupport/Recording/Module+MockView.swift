import MVPCore

extension Module {
  /// The module's view as the mock the test created it as, typed, without a force cast.
  ///
  /// ```swift
  /// let module = GreetingModule.build(service: service) { MockGreetingView(presenter: $0) }
  /// let view = try module.view(as: MockGreetingView.self)
  /// ```
  ///
  /// - Parameter type: The mock's type.
  /// - Returns: The view.
  /// - Throws: ``MockViewMismatch`` when the view is of another type; the test fails with it.
  public func view<Mock>(as type: Mock.Type) throws -> Mock {
    guard let mock = view as? Mock else {
      throw MockViewMismatch(
        expected: TypeName.of(Mock.self), actual: TypeName.of(Swift.type(of: view as Any)))
    }
    return mock
  }
}
