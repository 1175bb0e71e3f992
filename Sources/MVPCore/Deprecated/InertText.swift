// `InertText`, the one rule for showing text from outside the app, is in MVPLocalization, beside
// the other texts a screen shows (the kernel uses it for a server's error messages). MVPCore
// re-exports it for one release so that code importing only MVPCore compiles unchanged: a
// deprecated typealias of the same name would shadow the type itself and warn even where
// MVPLocalization is imported. Remove in the next release.
@_exported import enum MVPLocalization.InertText
