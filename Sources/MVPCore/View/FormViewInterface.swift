/// A view capability: a form that edits one value (a profile, an address, a setting). A form
/// (``ScreenLifecycle/Form``) drives a view that adopts it through the projection ``formView``:
/// it loads the value with the loading and error states, fills the fields with the draft, shows
/// the field errors its rules find, the saving progress and why a save failed.
///
/// ```swift
/// @MainActor
/// protocol AddressView: FormViewInterface where Value == Address, Field == AddressField {}
/// ```
///
/// The view sends what the user types to the form as edits (``ScreenLifecycle/Form/edit(_:_:)``)
/// and is not sent its own typing back: ``showDraft(_:)`` comes when the draft is loaded,
/// discarded or replaced by what a save answered, and to a view that attaches later. Every
/// requirement is required: a view that forgets one does not compile.
///
/// Threading: every call comes on the main actor.
@MainActor
public protocol FormViewInterface<Value, Field>: LoadingViewInterface, ErrorViewInterface {
  /// The value the form edits, for example `Address`.
  associatedtype Value

  /// What names one field, usually an enum of the form's fields.
  associatedtype Field: Hashable

  /// Fills the fields with `draft`, replacing the loading or error state: after a load, a
  /// discard, a save whose answer differs from what was typed, and for a view that attaches
  /// while the form has a draft (its current draft, edits included).
  ///
  /// - Parameter draft: The value to show in the fields.
  func showDraft(_ draft: Value)

  /// Shows a message under each field in `errors` and clears the others; empty clears all.
  /// Sent only when the errors the form shows change, and to a view that attaches (after its
  /// ``showDraft(_:)``, so a view may clear its errors when it fills its fields).
  ///
  /// - Parameter errors: One user-facing message per invalid field whose error shows.
  func showFieldErrors(_ errors: [Field: String])

  /// Shows that the draft is being saved; the view disables saving meanwhile.
  func showSaving()

  /// Ends the saving progress.
  func hideSaving()

  /// Shows, once, why a save failed; the fields keep the user's edits.
  ///
  /// - Parameter message: User-facing text, for example a ``ServiceError/userMessage``.
  func showSaveError(_ message: String)
}

extension FormViewInterface {
  /// The view as a form of its value: what a form's `view:` parameter takes
  /// (`view: { $0.formView }`). A view that does not adopt `FormViewInterface` has no such
  /// member, so the mistake is a compile error.
  public var formView: any FormViewInterface<Value, Field> {
    self
  }
}
