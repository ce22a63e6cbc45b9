import Core
import DIKit
import Feature

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
print("one database:", app.resolveRepository().database === app.resolveRepository().database)
