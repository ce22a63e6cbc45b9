import DIKit

final class App: AppResolver {}

final class Test: TestResolver {
    func provideDatabase() -> Database { Database(name: "in memory") }
}

print("app:", try await App().resolveFeed().dependency.database.name)
print("test:", try await Test().resolveFeed().dependency.database.name)

/// Code written against the refined resolver calls its methods.
func databaseName(of resolver: some TestResolver) async throws -> String {
    try await resolver.resolveDatabase().name
}
print("test through a generic:", try await databaseName(of: Test()))
