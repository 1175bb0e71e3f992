import MVPCore

/// The test feature's presenter: a loaded title, a draft that survives a kill, a save (a write)
/// and navigation by the feature's own routes.
@MainActor
final class ItemPresenter: ResourcePresenter {
  let id: Int
  let screen: ScreenLifecycle<any ItemView>
  let resource: ResourceLoader<String, any ItemView>
  let draft = DraftPart()
  private let service: StubItemService
  private let router: any ItemRouting

  init(id: Int, service: StubItemService, router: any ItemRouting, writeOutcomes: WriteOutcomes) {
    self.id = id
    self.service = service
    self.router = router
    screen = ScreenLifecycle(writeOutcomes: writeOutcomes)
    resource = ResourceLoader(
      screen: screen, fetch: .async { [service] in try await service.titles.call(id) },
      view: { $0 }, showValue: { view, title in view.showTitle(title) })
    screen.register(draft)
  }

  func open(_ id: Int) { router.navigate(to: .open(id: id)) }
  func back() { router.navigate(to: .back) }
  func close() { router.navigate(to: .close) }
  func addNote() {
    let onSaved: @MainActor @Sendable (String) -> Void = { [weak self] in self?.draft.text = $0 }
    router.navigate(to: .addNote(onSaved: RoutePayload("onSaved", onSaved)))
  }

  /// Saves the draft: a write, which outlives the screen.
  func save() {
    tasks.perform(
      "save", role: .write, owner: self,
      work: { [service, text = draft.text] in try await service.saves.call(text) },
      then: { presenter, result in
        if case .success = result { presenter.draft.text = "" }
      })
  }
}
