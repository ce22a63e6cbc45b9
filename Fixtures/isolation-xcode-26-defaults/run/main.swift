import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func provideGreeting() -> String { "hello" }
}

let app = App()
let model = await app.resolveViewModel()
print(model.dependency.greeting, model.dependency.feed.title())
print(await model.dependency.presence.status())
print(model.dependency.presence === app.resolvePresence())
let notes = await app.resolveNotesStore()
print(await notes.describe())
