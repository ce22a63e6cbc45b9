struct App: NotesResolver {
    func provideStore() -> Store { Database(name: "notes.sqlite") }
}

let app = App()
for screen in [app.resolveListScreen().dependency, app.resolveEditScreen().dependency] {
    print(screen.notes.description, "|", screen.tags.description)
}
let sync = app.resolveSyncScreen().dependency
print(sync.backend.description, "|", sync.engine.dependency.backend.description)
