@testable import App
@testable import AppTests
import DIKit
import Networking

struct FakeClient: APIClient {
    func get(_ path: String) -> String { "fake \(path)" }
}

let app = AppResolverImpl()
let tests = TestApp(client: FakeClient())
print(app.resolveProfileScreen().model.title, app.resolveProfileScreen().theme.name)
print(tests.resolveProfileScreen().model.title, tests.resolveProfileScreen().theme.name)
print("one model per double:", tests.resolveProfileScreen().model === tests.resolveProfileModel())
