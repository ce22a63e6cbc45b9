import DIKit

struct ConsolePlugin: Plugin {
    var name: String { "console" }
}

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()

    func contributeConsole() -> any Plugin { ConsolePlugin() }
}

@MainActor
func run() async {
    let app = App()
    let host = await app.resolvePluginHost()
    print(host.plugins.map(\.name).joined(separator: ", "))
    print(host.byName.keys.sorted().joined(separator: ", "))
    let again = await app.resolvePluginHost()
    print("one metrics plugin:", (host.byName["metricsPlugin"] as? MetricsPlugin) === (again.byName["metricsPlugin"] as? MetricsPlugin))
    print(app.resolveToolbox().tools.map(\.title))
}

await run()
