#if !canImport(SwiftUI)
  import Foundation

  // The few SwiftUI declarations the screen-state article's view and the article "Restoring an
  // app" use, so that they compile on Linux. On Apple platforms the real SwiftUI is imported
  // instead and checks the same code.

  @MainActor
  protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
  }

  extension Never: View {
    var body: Never { fatalError("a primitive view") }
  }

  /// A view that SwiftUI draws itself.
  @MainActor
  protocol PrimitiveView: View where Body == Never {}

  extension PrimitiveView {
    var body: Never { fatalError("a primitive view") }
  }

  extension Optional: View, PrimitiveView where Wrapped: View {}

  struct ConditionalView<First: View, Second: View>: PrimitiveView {
    init(first: First) {}
    init(second: Second) {}
  }

  @MainActor @resultBuilder
  enum ViewBuilder {
    static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    static func buildBlock<First: View, Second: View>(_ first: First, _ second: Second)
      -> TupleView<(First, Second)>
    { TupleView((first, second)) }
    static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    static func buildEither<First: View, Second: View>(first: First) -> ConditionalView<
      First, Second
    > { ConditionalView(first: first) }
    static func buildEither<First: View, Second: View>(second: Second) -> ConditionalView<
      First, Second
    > { ConditionalView(second: second) }
  }

  struct Text: PrimitiveView {
    init(_ text: String) {}
  }

  struct ProgressView: PrimitiveView {}

  struct TupleView<Content>: PrimitiveView {
    init(_ content: Content) {}
  }

  enum ButtonRole { case cancel, destructive }

  struct Button: PrimitiveView {
    init(_ title: String, action: @escaping () -> Void) {}
    init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {}
  }

  struct List: PrimitiveView {
    init<Data: RandomAccessCollection, Row: View>(
      _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable {}
  }

  extension View {
    func overlay<Overlay: View>(@ViewBuilder content: () -> Overlay) -> some View { self }
    func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    func alert<Actions: View>(
      _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View { self }
    func onChange<Value: Equatable>(
      of value: Value, initial: Bool = false, _ action: @escaping (Value, Value) -> Void
    ) -> some View { self }
  }

  // The scene's storage and phase, for the article "Restoring an app" (SceneExamples.swift).

  enum ScenePhase: Equatable {
    case background
    case inactive
    case active
  }

  struct EnvironmentValues {
    var scenePhase = ScenePhase.active
  }

  @propertyWrapper
  struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
  }

  @propertyWrapper
  struct SceneStorage<Value> {
    /// The stored value, in a box: SwiftUI's storage is set from a view's non-mutating code.
    private final class Box {
      var value: Value
      init(_ value: Value) { self.value = value }
    }

    private let box: Box

    init(_ key: String) where Value == Data? { box = Box(nil) }

    var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }

  // A view's own state, for the question the scene asks before a link discards edits.

  struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
  }

  @propertyWrapper
  struct State<Value> {
    /// The value, in a box: SwiftUI's state is set from a view's non-mutating code.
    private final class Box {
      var value: Value
      init(_ value: Value) { self.value = value }
    }

    private let box: Box

    init(wrappedValue: Value) { box = Box(wrappedValue) }

    var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
    var projectedValue: Binding<Value> {
      Binding(get: { box.value }, set: { box.value = $0 })
    }
  }
#endif
