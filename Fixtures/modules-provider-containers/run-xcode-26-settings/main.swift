@testable import App
import DIKit
import Feature
import Networking

final class Application: @MainActor AppResolver {
    let sharedInstances = SharedInstanceStore()
}

final class Tests: @MainActor TestResolver {
    let sharedInstances = SharedInstanceStore()
}

@MainActor
func run() {
    let app = Application()
    let tests = Tests()
    let screen = app.resolveProfileScreen()
    print(screen.client.serverURL.value, screen.userAgent)
    print("one client:", screen.client === app.resolveProfileScreen().client)
    let testScreen = tests.resolveProfileScreen()
    print(testScreen.client.serverURL.value, testScreen.userAgent)
    print(app.resolveGreeting().text)
}

await run()
