import MVPCore

/// The passive "Edit account" screen: a name and an e-mail field filled with the draft, an error
/// under each invalid field, a save button with its progress, and the loading and error states,
/// all from `FormViewInterface`.
///
/// It forwards input to its ``EditAccountPresenter``: `viewDidLoad()`, `retry()`,
/// ``EditAccountPresenter/editName(_:)`` and ``EditAccountPresenter/editEmail(_:)`` as the user
/// types, and ``EditAccountPresenter/save()``.
@MainActor
public protocol EditAccountView: FormViewInterface where Value == Account, Field == AccountField {}
