import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func contributeMarker(draft: Draft) -> any Tool { Marker(draft: draft) }
}

let app = App()
let screen = app.resolveEditingScreen(title: "first")
let draft = screen.dependency.editor.draft
let made = screen.dependency.makePreview("made")
print("one draft in a resolution:", screen.dependency.preview.draft === draft, made.draft === draft,
      screen.dependency.draft === draft, screen.dependency.tools.allSatisfy { $0.draft === draft })
print("one history:", screen.dependency.editor.history === draft.history, made.title)
let (row, otherRow) = (screen.dependency.makeRow(), screen.dependency.makeRow())
print("a cursor for each row:", row.dependency.caret.cursor === row.dependency.cursor, otherRow.dependency.cursor !== row.dependency.cursor,
      row.dependency.draft === draft)
let again = app.resolveEditingScreen(title: "second")
print("a new draft in the next:", again.dependency.editor.draft !== draft, app.resolveDraft() !== draft)
let autosave = app.resolveAutosave()
print("the shared instance keeps its own:", autosave === app.resolveAutosave(), autosave.editor.draft !== draft)
let inspector = Inspector()
app.injectToInspector(inspector)
print("injected in one resolution:", inspector.dependency.editor.draft === inspector.dependency.draft)
let session = app.makeSessionResolver(user: User(name: "Ada"))
let sessionScreen = session.resolveSessionScreen()
print("in a scope:", sessionScreen.dependency.editor.draft === sessionScreen.dependency.draft,
      sessionScreen.dependency.autosave === autosave, session.resolveSessionScreen().dependency.draft !== sessionScreen.dependency.draft)
