import DIKit

struct App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

struct FixedClock: Clock {
    let now = 7
}

struct FrozenApp: FrozenTimeResolver {
    let sharedInstances = SharedInstanceStore()

    func provideClock() -> any Clock { FixedClock() }
}

let app = App()
print(app.resolveAPIClient().get("/feed"))
print("one client:", app.resolveAPIClient() === app.resolveURLSessionAPIClient())
print(app.resolveLogging().log("hello"))
print("clock:", await app.resolveClock().now)
let screen = await app.resolveRouter().makeScreen()
print("screen:", screen.title, screen is ProfileScreen)
print("frozen:", await FrozenApp().resolveRouter().makeScreen().title)
print(await MainActor.run { app.resolveAnalytics().track("launch") })
print("tracing:", app.resolveTracing().name, app.resolveVerboseTracer().name)
