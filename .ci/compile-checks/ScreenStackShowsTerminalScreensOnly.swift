// expect: error: argument type 'ForeignView' does not conform to expected type 'TerminalScreen'
// Issue 27, item 6: the demo's ScreenStack took any view, cast it, and reported "Cannot show
// ForeignView: it is not a terminal screen" at run time. Now it does not compile.
import MVPCore
import MVPDemo

@MainActor final class ForeignView: ViewInterface {}

@MainActor func show(on stack: ScreenStack) {
  stack.push(ForeignView(), animated: true)
}
