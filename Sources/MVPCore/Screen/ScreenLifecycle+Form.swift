extension ScreenLifecycle {
  /// The editing lifecycle of a screen that edits one value (a profile, an address): load the
  /// value into a draft, take the user's edits, validate them, track whether they differ from
  /// what was loaded, and save them, with the contract of ``ScreenLifecycle``.
  ///
  /// - **Loading** works as ``ResourceLoader``'s: ``load()`` (`viewDidLoad`) loads once with the
  ///   loading indicator, a failure is the error state and ``retry()`` loads again, a detach
  ///   interrupts the read and the next attach resumes it. A form made with a value instead
  ///   starts from it; ``reset(to:)`` starts again from another one.
  /// - **The draft** is the kit's: the view sends the user's typing as edits
  ///   (``edit(_:_:)``), which change ``draft`` without sending it back to the view that typed
  ///   it; a view that attaches later is shown the current draft, edits included
  ///   (``FormViewInterface/showDraft(_:)``), and the field errors shown then.
  /// - **Validation**: each ``Rule`` checks one field; the first failing rule of a field is its
  ///   error (``fieldErrors``). The ``ErrorPolicy`` says which errors show
  ///   (``visibleFieldErrors``); the view is sent ``FormViewInterface/showFieldErrors(_:)`` only
  ///   when that set changes.
  /// - **Dirty tracking**: ``isDirty`` while the draft differs from the value last loaded or
  ///   saved (``baseline``); ``leaveDecision`` says what leaving the screen should do, and
  ///   ``discard()`` goes back to the baseline.
  /// - **Saving** (``save(_:owner:savedValue:failureMessage:then:)``) is a write
  ///   (``WorkRole/write``): leaving the screen does not cancel it. An invalid draft shows every
  ///   error and sends nothing; a second save while one runs is refused; progress is the state
  ///   `"<key>.saving"`; a failure is shown once (``DeliveryPolicy/queue``) and keeps the edits;
  ///   success makes the saved value the baseline and hands the saved payload to the owner.
  /// - **Restoration** (when `Value` is `Codable`): on a screen built again after the app was
  ///   killed (by MVPRestoration's navigator, or `MVPTestSupport`'s `RelaunchableModule`), the
  ///   form comes back as the user left it. It keeps its draft while the user would lose
  ///   something (the draft differs from the baseline, a save runs, or field errors show;
  ///   otherwise nothing, and it starts as a fresh form), with the baseline of a form made with
  ///   a value and whether field errors showed. A form made with a value shows the restored
  ///   draft over the restored baseline at once (before `viewDidLoad`). A form that loads loads
  ///   its value fresh at `viewDidLoad`, with the loading indicator, as a fresh form does (a
  ///   load that was running is not resumed as such), and its first successful load shows the
  ///   restored draft over that value: dirty while they differ. Field errors that showed show
  ///   again, every field's, as after a save attempt. ``reset(to:)`` before then drops the
  ///   restored draft.
  /// - **A save that was running when the app saved its state is never sent again.** The
  ///   restored form shows the draft (what the user typed after tapping save included) and,
  ///   while it differs from the baseline, tells the user once that the save may not have
  ///   finished (``FormViewInterface/showSaveError(_:)``, queued for a visible view; the text is
  ///   the initializers' `interruptedSaveMessage`), so that they save again or discard. Nothing
  ///   is written until they save. When the value loaded fresh equals the draft, the save went
  ///   through: nothing is said.
  ///
  /// States kept on the screen's binding: `"<key>.loading"`, `"<key>.draft"` (the draft or the
  /// load's error state), `"<key>.fieldErrors"` and `"<key>.saving"`; the save runs under
  /// ``saveKey``.
  ///
  /// ```swift
  /// form = ScreenLifecycle.Form(
  ///   screen: screen, load: .async { [service] in try await service.address() },
  ///   view: { $0.formView },
  ///   rules: [.init(.street, "Enter a street.") { !$0.street.isEmpty }])
  /// // The view's text field: presenter.form.edit(.street) { $0.street = text }
  /// ```
  ///
  /// Threading: main actor; the load and save calls run as their ``ServiceCall`` says.
  @MainActor
  public final class Form<Value: Equatable & Sendable, Field: Hashable>: ScreenWork {
    /// One validation rule: the message `field` shows while `isValid` is `false` for the draft.
    public struct Rule {
      /// The field the rule checks.
      public let field: Field

      /// The user-facing message shown under the field while the rule fails.
      public let message: String

      /// Whether a draft passes the rule; called on the main actor with the whole draft.
      public let isValid: (Value) -> Bool

      /// Creates a rule.
      ///
      /// - Parameters:
      ///   - field: The field the rule checks.
      ///   - message: The message shown while it fails, for example "Enter your name.".
      ///   - isValid: Whether a draft passes; it must not capture the presenter.
      public init(_ field: Field, _ message: String, isValid: @escaping (Value) -> Bool) {
        self.field = field
        self.message = message
        self.isValid = isValid
      }
    }

    /// When a field's error shows.
    public enum ErrorPolicy: Hashable, Sendable {
      /// A field's error shows once the user edited that field (or tried to save).
      case afterEdit
      /// Errors show only once the user tried to save, then stay up to date as they edit.
      case afterSaveAttempt
    }

    /// What leaving the screen should do now (``leaveDecision``).
    public enum LeaveDecision: Hashable, Sendable {
      /// Nothing would be lost: leave.
      case leave
      /// The draft has unsaved edits: ask whether to discard them.
      case confirmDiscard
      /// A save runs: leaving does not cancel it, but its outcome is only shown here; wait.
      case waitForSave
    }

    /// The key the form's load runs under in the screen's ``TaskScope``, and the prefix of its
    /// state keys; tests await it with `MVPTestSupport`'s `TaskScope.waitUntilFinished(_:)`.
    public let key: ScreenKey

    /// The key its saves run under (`"<key>.save"`), a write.
    public let saveKey: ScreenKey

    /// The value last loaded or saved, or `nil` before there is one.
    public private(set) var baseline: Value?

    /// The value as the user edited it, or `nil` before there is one.
    public private(set) var draft: Value?

    /// The load's failure shown now, or `nil`.
    public private(set) var error: ServiceError?

    /// The field errors the view shows now (see ``ErrorPolicy``).
    public private(set) var visibleFieldErrors: [Field: String] = [:]

    let screen: ScreenLifecycle<View>
    let fetch: ServiceCall<Void, Value>?
    let formView: (View) -> any FormViewInterface<Value, Field>
    private let rules: [Rule]
    private let errorPolicy: ErrorPolicy
    private let errorTitle: String?
    private let errorMessage: (ServiceError) -> String
    private let canRetry: (ServiceError) -> Bool
    private let contentKey: ScreenKey
    private let fieldErrorsKey: ScreenKey
    private let loading: ProgressIndicator<View>
    private let saving: ProgressIndicator<View>
    private var phase = Phase.idle
    private var editedFields: Set<Field> = []
    var triedToSave = false
    /// The sentence given as `interruptedSaveMessage`, or `nil` for MVPCore's.
    let customInterruptedSaveMessage: String?
    /// The draft restored over a value still to load (`ScreenLifecycle+FormRestoration.swift`);
    /// `nil` on a form that restores nothing, or once applied.
    var restored: FormRestoration<Value>?

    /// Creates a form that loads its value, registered with `screen` (`viewDidLoad` loads it).
    ///
    /// - Parameters:
    ///   - screen: The presenter's screen lifecycle; held strongly.
    ///   - key: The task key of its load and the prefix of its states, unique among the
    ///     screen's loaders; defaults to `"form"`.
    ///   - load: Loads the value, a read.
    ///   - view: The view's form, `{ $0.formView }`: a view that does not adopt
    ///     ``FormViewInterface`` does not compile.
    ///   - rules: The validation rules, checked in order; defaults to none.
    ///   - errorPolicy: When field errors show; defaults to ``ErrorPolicy/afterEdit``.
    ///   - errorTitle: The load's error state's title; `nil` (the default) for none.
    ///   - errorMessage: The sentence for a failure, of the load and (unless a save says
    ///     otherwise) of a save; defaults to ``ServiceError/userMessage``.
    ///   - canRetry: Whether the load's error state offers a retry; defaults to always.
    ///   - interruptedSaveMessage: The sentence a form restored after the app was killed during
    ///     a save shows once (see the restoration rules of ``Form``); `nil` (the default) for
    ///     MVPCore's, always in English (``interruptedSaveMessage`` quotes it). An app whose texts
    ///     follow the user's language passes MVPCore's sentence in that language (English and
    ///     Simplified Chinese ship),
    ///     `StringTable(bundle: .mvpCore, locale: locale).string("form.saveInterrupted")`, or its
    ///     own.
    public convenience init(
      screen: ScreenLifecycle<View>,
      key: ScreenKey = "form",
      load: ServiceCall<Void, Value>,
      view: @escaping (View) -> any FormViewInterface<Value, Field>,
      rules: [Rule] = [],
      errorPolicy: ErrorPolicy = .afterEdit,
      errorTitle: String? = nil,
      errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
      canRetry: @escaping (ServiceError) -> Bool = { _ in true },
      interruptedSaveMessage: String? = nil
    ) {
      self.init(
        screen: screen, key: key, fetch: load, value: nil, view: view, rules: rules,
        errorPolicy: errorPolicy, errorTitle: errorTitle, errorMessage: errorMessage,
        canRetry: canRetry, interruptedSaveMessage: interruptedSaveMessage)
    }

    /// Creates a form that starts from `value` (a new item, or one the screen already has),
    /// registered with `screen`; it loads nothing. The draft is shown to the view attached now
    /// or later.
    ///
    /// - Parameters:
    ///   - screen: The presenter's screen lifecycle; held strongly.
    ///   - key: The prefix of its states, unique among the screen's loaders; defaults to
    ///     `"form"`.
    ///   - value: The value to edit; `nil` for none until ``reset(to:)``.
    ///   - view: The view's form, `{ $0.formView }`.
    ///   - rules: The validation rules, checked in order; defaults to none.
    ///   - errorPolicy: When field errors show; defaults to ``ErrorPolicy/afterEdit``.
    ///   - errorMessage: The sentence for a save's failure unless the save says otherwise;
    ///     defaults to ``ServiceError/userMessage``.
    ///   - interruptedSaveMessage: The sentence a form restored after the app was killed during
    ///     a save shows once; `nil` (the default) for MVPCore's English sentence
    ///     (``interruptedSaveMessage``).
    public convenience init(
      screen: ScreenLifecycle<View>,
      key: ScreenKey = "form",
      value: Value?,
      view: @escaping (View) -> any FormViewInterface<Value, Field>,
      rules: [Rule] = [],
      errorPolicy: ErrorPolicy = .afterEdit,
      errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
      interruptedSaveMessage: String? = nil
    ) {
      self.init(
        screen: screen, key: key, fetch: nil, value: value, view: view, rules: rules,
        errorPolicy: errorPolicy, errorTitle: nil, errorMessage: errorMessage,
        canRetry: { _ in true }, interruptedSaveMessage: interruptedSaveMessage)
    }

    private init(
      screen: ScreenLifecycle<View>, key: ScreenKey, fetch: ServiceCall<Void, Value>?,
      value: Value?, view: @escaping (View) -> any FormViewInterface<Value, Field>,
      rules: [Rule], errorPolicy: ErrorPolicy, errorTitle: String?,
      errorMessage: @escaping (ServiceError) -> String,
      canRetry: @escaping (ServiceError) -> Bool, interruptedSaveMessage: String?
    ) {
      self.screen = screen
      self.key = key
      saveKey = key.appending(".save")
      contentKey = key.appending(".draft")
      fieldErrorsKey = key.appending(".fieldErrors")
      self.fetch = fetch
      formView = view
      self.rules = rules
      self.errorPolicy = errorPolicy
      self.errorTitle = errorTitle
      self.errorMessage = errorMessage
      self.canRetry = canRetry
      self.customInterruptedSaveMessage = interruptedSaveMessage
      loading = ProgressIndicator(
        key.appending(".loading"), show: { view($0).showLoading() },
        hide: { view($0).hideLoading() })
      saving = ProgressIndicator(
        key.appending(".saving"), show: { view($0).showSaving() },
        hide: { view($0).hideSaving() })
      // The value first: a restored draft (handed over as the form registers) goes over it.
      if let value { reset(to: value) }
      screen.register(self)
    }

    // MARK: - State

    /// Whether a load is in flight, or was interrupted by a detach and resumes on attach.
    public var isLoading: Bool {
      phase != .idle
    }

    /// Whether a save runs (its progress is shown).
    public var isSaving: Bool {
      saving.isShown
    }

    /// Whether the draft differs from the value last loaded or saved; `false` before there is
    /// one.
    public var isDirty: Bool {
      draft != baseline
    }

    /// Every field's error for the draft, shown or not: the message of its first failing rule.
    /// Empty when the draft is valid or there is none.
    public var fieldErrors: [Field: String] {
      guard let draft else { return [:] }
      var errors: [Field: String] = [:]
      for rule in rules where errors[rule.field] == nil && !rule.isValid(draft) {
        errors[rule.field] = rule.message
      }
      return errors
    }

    /// What leaving the screen should do now: ``LeaveDecision/waitForSave`` while a save runs,
    /// else ``LeaveDecision/confirmDiscard`` while ``isDirty``, else ``LeaveDecision/leave``.
    public var leaveDecision: LeaveDecision {
      if isSaving { return .waitForSave }
      return isDirty ? .confirmDiscard : .leave
    }

    // MARK: - Loading

    /// Loads the value with the loading indicator; does nothing for a form made with a value,
    /// once loaded or while loading. The screen calls it at `viewDidLoad`.
    public func load() {
      guard fetch != nil, baseline == nil, !isLoading else { return }
      start()
    }

    /// Loads again after the error state's retry; does nothing once loaded or while loading.
    public func retry() {
      load()
    }

    /// Makes `value` the baseline and the draft, shown to the view, with no field edited and no
    /// error shown: a form that starts over (an editor opened on another item, a value the
    /// screen received). Supersedes a load in flight; a save that runs still ends as usual.
    ///
    /// `nil` forgets the value: the view is told nothing (the screen closes its editor its own
    /// way), and the draft, the load's error state and the field errors are no longer replayed
    /// to views that attach; edits and saves are ignored until the next value.
    ///
    /// - Parameter value: The value to edit, or `nil` for none.
    public func reset(to value: Value?) {
      reset(to: value, showing: value)
    }

    /// ``reset(to:)`` with `draft`, not `value`, as the draft (a restored draft): both `nil` or
    /// neither.
    func reset(to value: Value?, showing draft: Value?) {
      if isLoading {
        screen.tasks.cancel(key)
        phase = .idle
        loading.set(false, in: screen.binding)
      }
      error = nil
      baseline = value
      editedFields = []
      triedToSave = false
      restored = nil
      guard let draft = draft ?? value else {
        self.draft = nil
        visibleFieldErrors = [:]
        screen.binding.clearState(contentKey)
        screen.binding.clearState(fieldErrorsKey)
        return
      }
      showDraft(draft)
      refreshFieldErrors()
    }

    // MARK: - Editing

    /// Applies the user's edit of `field` to the draft. The view that sent it is not shown the
    /// draft again (it shows what the user typed); a view that attaches later is. The field
    /// counts as edited for ``ErrorPolicy/afterEdit``, and the view is sent the field errors
    /// when the ones shown change. Ignored while there is no draft.
    ///
    /// ```swift
    /// form.edit(.name) { $0.name = text }
    /// ```
    ///
    /// - Parameters:
    ///   - field: The field the user edited.
    ///   - change: Changes the draft; runs at once.
    public func edit(_ field: Field, _ change: (inout Value) -> Void) {
      guard var value = draft else { return }
      change(&value)
      editedFields.insert(field)
      if value != draft {
        draft = value
        let formView = self.formView
        screen.binding.keepState(contentKey) { formView($0).showDraft(value) }
        keepFieldErrorsAfterDraft()
      }
      refreshFieldErrors()
    }

    /// Goes back to the value last loaded or saved, shown to the view, with no field edited and
    /// no error shown. Ignored while a save runs or there is no value.
    public func discard() {
      guard let baseline, !isSaving else { return }
      editedFields = []
      triedToSave = false
      if draft != baseline { showDraft(baseline) }
      refreshFieldErrors()
    }

    // MARK: - Saving

    /// Saves the draft with `call`, a write, when it is valid.
    ///
    /// Every field error shows from now on. An invalid draft sends nothing. Valid: the saving
    /// indicator shows and `call` runs under ``saveKey`` with the draft. On success the saved
    /// value becomes the baseline and, unless the user edited meanwhile, the draft (shown when
    /// it differs from what was typed); then `then` receives `owner` and the payload, to route
    /// or confirm. On failure the view is shown `failureMessage` once and the edits stay.
    /// Leaving the screen does not cancel the save; once the form is gone its outcome reaches the
    /// screen's ``WriteOutcomes``, naming the owner's type.
    ///
    /// - Parameters:
    ///   - call: Sends the draft; must not capture the presenter.
    ///   - owner: Receives the payload, usually the presenter; held weakly.
    ///   - savedValue: The value a payload saved, the new baseline (for example the edited
    ///     fields of the user the server answered).
    ///   - failureMessage: The sentence for a failure; `nil` (the default) for the form's
    ///     `errorMessage`.
    ///   - then: Receives `owner` and the payload after a success, on the main actor.
    /// - Returns: `true` when the save started; `false` when there is no draft, it is invalid,
    ///   or a save runs.
    @discardableResult
    public func save<Owner: AnyObject, Saved: Sendable>(
      _ call: ServiceCall<Value, Saved>,
      owner: Owner,
      savedValue: @escaping (Saved) -> Value,
      failureMessage: ((ServiceError) -> String)? = nil,
      then: @escaping @MainActor (Owner, Saved) -> Void
    ) -> Bool {
      guard let draft, !isSaving else { return false }
      triedToSave = true
      refreshFieldErrors()
      guard fieldErrors.isEmpty else { return false }
      saving.set(true, in: screen.binding)
      let message = failureMessage ?? errorMessage
      // Once the form is gone, the outcome names the owner (the presenter), not the form.
      screen.tasks.reporting(as: type(of: owner)) {
        call.run(
          in: screen.tasks, key: saveKey, role: .write, input: draft, owner: self,
          then: { [weak owner] form, result in
            form.finishSave(
              result.map { (savedValue($0), $0) }, submitted: draft, message: message
            ) { saved in if let owner { then(owner, saved) } }
          })
      }
      return true
    }

    /// The same as ``save(_:owner:savedValue:failureMessage:then:)`` for a call that answers
    /// the saved value itself.
    ///
    /// - Parameters:
    ///   - call: Sends the draft and answers it as saved; must not capture the presenter.
    ///   - owner: Receives the saved value, usually the presenter; held weakly.
    ///   - failureMessage: The sentence for a failure; `nil` (the default) for the form's.
    ///   - then: Receives `owner` and the saved value after a success, on the main actor.
    /// - Returns: `true` when the save started.
    @discardableResult
    public func save<Owner: AnyObject>(
      _ call: ServiceCall<Value, Value>,
      owner: Owner,
      failureMessage: ((ServiceError) -> String)? = nil,
      then: @escaping @MainActor (Owner, Value) -> Void
    ) -> Bool {
      save(call, owner: owner, savedValue: { $0 }, failureMessage: failureMessage, then: then)
    }

    // MARK: - ScreenWork

    /// Remembers that a detach interrupted the load; its indicator stays shown.
    package func viewDidDetach() {
      guard phase == .running else { return }
      phase = .interrupted
    }

    /// Restarts the load a detach interrupted.
    package func viewDidAttach() {
      guard phase == .interrupted else { return }
      start()
    }

    // MARK: - Private

    private func start() {
      guard let fetch else { return }
      phase = .running
      error = nil
      loading.set(true, in: screen.binding)
      fetch.run(
        in: screen.tasks, key: key, role: .read, input: (), owner: self,
        then: { form, result in form.finishLoad(result) })
    }

    private func finishLoad(_ result: Result<Value, any Error>) {
      guard phase == .running else { return }
      phase = .idle
      loading.set(false, in: screen.binding)
      switch result {
      case .success(let value):
        guard let restored else { return reset(to: value) }
        reset(to: value, showing: restored.draft)
        finishRestoring(restored)
      case .failure(let failure):
        let error = ServiceError(classifying: failure)
        self.error = error
        let (formView, title) = (self.formView, errorTitle)
        let (message, retry) = (errorMessage(error), canRetry(error))
        screen.binding.update(.state(contentKey)) {
          formView($0).showError(title: title, message: message, canRetry: retry)
        }
      }
    }

    private func finishSave<Saved>(
      _ result: Result<(Value, Saved), any Error>, submitted: Value,
      message: (ServiceError) -> String, then: (Saved) -> Void
    ) {
      saving.set(false, in: screen.binding)
      switch result {
      case .success(let (value, saved)):
        baseline = value
        if draft == submitted {
          editedFields = []
          triedToSave = false
          if draft != value { showDraft(value) }
        }
        refreshFieldErrors()
        then(saved)
      case .failure(let failure):
        let text = message(ServiceError(classifying: failure))
        let formView = self.formView
        screen.binding.update(.queue) { formView($0).showSaveError(text) }
      }
    }

    /// Makes `value` the draft and shows it: the attached view and every later one get it.
    private func showDraft(_ value: Value) {
      draft = value
      let formView = self.formView
      screen.binding.update(.state(contentKey)) { formView($0).showDraft(value) }
      keepFieldErrorsAfterDraft()
    }

    /// Keeps the field errors shown again, unsent, so that a view that attaches receives them
    /// after the draft (a view may clear its errors when it fills its fields).
    private func keepFieldErrorsAfterDraft() {
      guard screen.binding.hasState(fieldErrorsKey) else { return }
      let (formView, visible) = (self.formView, visibleFieldErrors)
      screen.binding.keepState(fieldErrorsKey) { formView($0).showFieldErrors(visible) }
    }

    /// Works out the errors that show under the policy and sends them when they changed.
    func refreshFieldErrors() {
      let visible = fieldErrors.filter {
        triedToSave || (errorPolicy == .afterEdit && editedFields.contains($0.key))
      }
      guard visible != visibleFieldErrors else { return }
      visibleFieldErrors = visible
      let formView = self.formView
      screen.binding.update(.state(fieldErrorsKey)) { formView($0).showFieldErrors(visible) }
    }

    /// Where the load stands; a detach turns a running load into an interrupted one.
    private enum Phase {
      case idle
      case running
      case interrupted
    }
  }
}
