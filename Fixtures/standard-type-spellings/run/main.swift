import DIKit

final class App: AppResolver {
    func provideServerURL() -> ServerURL { ServerURL(text: "https://example.com") }
    func providePrefix() -> String { "app" }
    func provideMirrors() -> [ServerURL] { [ServerURL(text: "https://mirror.example.com")] }
    func contributeConsole() -> Sink { Sink(name: "console") }
    func contributeFile() -> Sink { Sink(name: "file") }
}

let client = App().resolveClient()
let sinksByKey = client.dependency.sinksByKey.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.name)" }
print(client.dependency.url?.text ?? "nil", client.dependency.logger.value.dependency.prefix)
print(client.dependency.mirrors.map(\.text), client.dependency.sinks.map(\.name))
print(client.dependency.sinkSet.map(\.name).sorted(), sinksByKey)
