import DIKit

struct App: AppResolver {
    func contributeAudit() -> any Plugin { AuditPlugin() }
    func contributeMetrics() -> any Plugin { MetricsPlugin() }
    func contributeFast() -> Tag { Tag(text: "fast") }
    func contributeSafe() -> Tag { Tag(text: "safe") }
}

let app = App()
let registry = app.resolveRegistry()
print("plugins:", registry.pluginNames, "tags:", registry.tags)
print("signed in:", app.resolveSignIn().open(User(name: "Ada")).resolveUser().name)
