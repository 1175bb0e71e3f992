// expect: warning: 'callbacks(dispatcher:_:)' is deprecated: the screen's dispatcher is used; pass it to ScreenLifecycle(dispatcher:)
// Issue 27, item 6: ServiceCall.callbacks(dispatcher:) still compiles, with a fix-it message; a
// call is answered through the dispatcher of the screen it runs in.
import MVPCore

let call = ServiceCall<Int, String>.callbacks(dispatcher: .main) { id, completion in
  completion(.success("\(id)"))
  return CancellationHandle()
}
