import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func provideClock(_ clock: SystemClock) -> any Clock { clock }
    func provideAPIKey() -> APIKey { APIKey(value: "key-123") }
    func provideUserAgent() -> UserAgent { UserAgent(value: "dikit/1") }
}

final class TestApp: TestResolver {
    let sharedInstances = SharedInstanceStore()
    func provideClock(_ clock: SystemClock) -> any Clock { clock }
    func provideAPIKey() -> APIKey { APIKey(value: "test-key") }
    func provideUserAgent() -> UserAgent { UserAgent(value: "tests") }
    func provideDatabase() -> Database { Database(name: "fake") }
}

let feed = App().resolveFeed()
print("app:", feed.dependency.database.name, feed.dependency.clock.name, feed.dependency.apiKey.value, feed.dependency.userAgent.value)

let test = TestApp()
let testFeed = test.resolveFeed()
print("test:", testFeed.dependency.database.name, testFeed.dependency.clock.name, testFeed.dependency.apiKey.value, testFeed.dependency.userAgent.value)
print("test shares the fake:", testFeed.dependency.database === test.resolveFeed().dependency.database)
print("test shares the clock:", test.resolveSystemClock() === test.resolveSystemClock())
