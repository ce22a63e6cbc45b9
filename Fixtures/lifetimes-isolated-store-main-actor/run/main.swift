import DIKit

@MainActor final class App: AppResolver {
    let sharedInstances = IsolatedInstanceStore()
}

let app = App()
let screen = await app.resolveScreen()
let detail = await screen.dependency.makeDetail()
print(screen === (await app.resolveScreen()), detail.catalog === screen.dependency.catalog)
