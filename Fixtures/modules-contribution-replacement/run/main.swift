@testable import App
import DIKit
import Networking

struct Application: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

struct Tests: TestResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = Application()
let tests = Tests()
print(app.resolveProfileScreen().model.title)
print(tests.resolveProfileScreen().model.title)
print("tests' client is the fake:", tests.resolveAPIClient() is FakeAPIClient)
print("one fake:", tests.resolveProfileViewModel().client === tests.resolveAPIClient())
_ = tests.resolveAboutScreen()
print(app.resolveRequestPipeline().names, tests.resolveRequestPipeline().names)
