import DIKit

@MainActor final class App: StudioResolver {
    let sharedInstances = IsolatedInstanceStore()
    var themes = 0
    func provideTheme(session: Session) -> Theme {
        themes += 1
        return Theme(name: "theme \(themes)")
    }
}

@MainActor func main() async throws {
    let app = App()
    let studio = try await app.resolveStudio()
    let toolbar = studio.dependency.toolbar
    print("one canvas:", toolbar.canvas === studio.dependency.canvas, toolbar.canvas.session === studio.dependency.canvas.session)
    print("one cache:", toolbar.cache === studio.dependency.cache, "one theme:", toolbar.theme.name, studio.dependency.theme.name)
    let again = try await app.resolveStudio()
    print("a new canvas:", again.dependency.canvas !== studio.dependency.canvas, again.dependency.theme.name)
    print("the palette keeps its own:", studio.dependency.palette === again.dependency.palette,
          studio.dependency.palette.canvas !== studio.dependency.canvas)
}

try await main()
