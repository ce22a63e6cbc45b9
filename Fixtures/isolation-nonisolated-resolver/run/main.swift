import DIKit

nonisolated final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
app.resolveLogger().log("logger built anywhere")
print(app.resolvePresence() === app.resolvePresence())
let store = await app.resolveStore()
await store.logger.log("store built on DatabaseActor")
