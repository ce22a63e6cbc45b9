struct App: AppResolver {
    func provideUserName() -> String { "ana" }
}

let app = App()
for title in app.resolveShell().screens { print(title) }
let store = app.resolveSessionStore()
print(store.userName)
