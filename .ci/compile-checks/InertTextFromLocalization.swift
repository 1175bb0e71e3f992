// expect: pass
// InertText from its module, MVPLocalization, beside MVPCore: no ambiguity, no warning.
import MVPCore
import MVPLocalization

func newImport(_ name: String) -> String { InertText.line(name, limit: 40) }
