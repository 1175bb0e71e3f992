// expect: pass
// InertText moved to MVPLocalization; code that imports only MVPCore still compiles (MVPCore
// re-exports it for one release).
import MVPCore

func oldImport(_ name: String) -> String { InertText.line(name, limit: 40) }
