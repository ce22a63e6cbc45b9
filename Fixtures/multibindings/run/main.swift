import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func contributeAudit(log: Log) -> any Plugin { AuditPlugin(log: log) }
    func contributeCrash() -> any Plugin { CrashPlugin() }
    func contributeRed() -> Tag { Tag(name: "red") }
    func contributeBlue() async throws -> Tag { Tag(name: "blue") }
}

struct FakePlugin: Plugin {
    let name = "fake"
}

final class Test: TestResolver {
    let sharedInstances = SharedInstanceStore()
    func contributeAudit(log: Log) -> any Plugin { AuditPlugin(log: log) }
    func contributeCrash() -> any Plugin { CrashPlugin() }
    func contributeRed() -> Tag { Tag(name: "red") }
    func contributeBlue() async throws -> Tag { Tag(name: "blue") }
    func contributeFake() -> any Plugin { FakePlugin() }
}

@MainActor func describe(_ host: PluginHost) async throws -> String {
    let byKey = host.dependency.pluginsByKey.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.name)" }
    let later = try await host.dependency.laterTags().map(\.name)
    return "\(host.dependency.plugins.map(\.name)) \(byKey) \(host.dependency.tags.map(\.name).sorted()) \(later) \(host.dependency.numbers)"
}

let app = App()
print(try await describe(app.resolvePluginHost()))
print(try await describe(Test().resolvePluginHost()))
let session = app.makeSessionResolver(user: User(name: "Ann"))
let greeter = session.resolveGreeter()
print(greeter.dependency.user.name, greeter.dependency.plugins.map(\.name))
// Built in the session: it holds the session's contribution too.
print("session", try await describe(session.resolvePluginHost()))
