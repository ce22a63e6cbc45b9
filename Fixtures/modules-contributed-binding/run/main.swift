import DIKit
import Feature
import Networking

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
print(app.resolveProfileViewModel().title)
print("one client:", app.resolveProfileViewModel().client === app.resolveAPIClient())
