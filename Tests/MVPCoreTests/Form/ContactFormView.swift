import MVPCore

/// The view of the form tests' screen: a form of a ``Contact``.
@MainActor
protocol ContactFormView: FormViewInterface where Value == Contact, Field == ContactField {}
