struct App: LibraryResolver {
    func provideName() -> String { "main" }
}

let app = App()
let screen = app.resolveLibraryScreen(shelves: [app.resolveRepositoryOfShelf()])
for line in screen.lines { print(line) }
