struct App: AppResolver {}

struct Tests: UITestResolver {
    func provideDatabase() -> Database { Database(name: "in-memory") }
}

print("app feed from", App().resolveFeed().source)
print("test feed from", Tests().resolveFeed().source)
_ = Tests().resolveSettings()

struct Console: ConsoleResolver {}
print("console feed from", Console().resolveFeed().source)
_ = Console().resolveSettings()
