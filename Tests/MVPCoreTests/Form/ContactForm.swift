import MVPCore
import MVPTestSupport

/// The form tests' screen: a contact form on a screen, loaded and saved through controllable
/// stubs, with the owner that receives what a save answered.
@MainActor
final class ContactForm {
  typealias Form = ScreenLifecycle<any ContactFormView>.Form<Contact, ContactField>

  static let nameRule = Form.Rule(.name, "Enter a name.") { !$0.name.isEmpty }
  static let emailRule = Form.Rule(.email, "Enter an e-mail address.") { $0.email.contains("@") }

  let screen: ScreenLifecycle<any ContactFormView>
  let server = CallbackStub<Void, Contact>()
  let saves = CallbackStub<Contact, Contact>()
  let view = MockContactFormView()
  /// The payloads the owner received, in order.
  let routed = CallRecorder<Contact>()
  let form: Form

  /// A form that loads its contact.
  init(
    errorPolicy: Form.ErrorPolicy = .afterEdit, writeOutcomes: WriteOutcomes? = nil,
    interruptedSaveMessage: String? = nil
  ) {
    screen = ScreenLifecycle(writeOutcomes: writeOutcomes, dispatcher: .immediate)
    let server = self.server
    form = Form(
      screen: screen, load: .callbacks { _, completion in server.call((), completion: completion) },
      view: { $0.formView }, rules: [Self.nameRule, Self.emailRule], errorPolicy: errorPolicy,
      interruptedSaveMessage: interruptedSaveMessage)
  }

  /// A form that starts from `value`.
  init(
    value: Contact, errorPolicy: Form.ErrorPolicy = .afterEdit,
    interruptedSaveMessage: String? = nil
  ) {
    screen = ScreenLifecycle(dispatcher: .immediate)
    form = Form(
      screen: screen, value: value, view: { $0.formView }, rules: [Self.nameRule, Self.emailRule],
      errorPolicy: errorPolicy, interruptedSaveMessage: interruptedSaveMessage)
  }

  /// The module of the form `make` makes, its view attached as a builder attaches it: what a
  /// `RelaunchableModule` builds.
  static func module(_ make: () -> ContactForm) -> Module<MockContactFormView, ContactForm> {
    let screen = make()
    screen.screen.attach(screen.view)
    return Module(view: screen.view, presenter: screen)
  }

  /// The save call, answered by ``saves``.
  var saveCall: ServiceCall<Contact, Contact> {
    let saves = self.saves
    return .callbacks { contact, completion in saves.call(contact, completion: completion) }
  }

  /// Attaches the view and loads the contact with `value`.
  func loaded(_ value: Contact = .saved) -> Self {
    screen.attach(view)
    screen.handle(.viewDidLoad)
    server.succeed(with: value)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(value)])
    return self
  }

  /// Saves the draft, routing the payload to ``routed``.
  @discardableResult
  func save() -> Bool {
    form.save(saveCall, owner: self) { owner, saved in owner.routed.record(saved) }
  }
}
