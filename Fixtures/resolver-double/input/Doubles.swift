import DIKit

/// The app's graph with a fake client: what it does not replace is the app's, its providers
/// and contribution forwarded to the app's conformer it holds.
struct TestApp: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var client: any APIClient
}

/// For previews, without the app's conformer: each provider's type is replaced, the
/// contribution is implemented, and the collection replaced as a whole.
struct PreviewApp: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var serverURL: ServerURL = ServerURL(value: "memory://preview")
    var title: Title = Title(text: "Preview")
    var sinks: [any Sink] = []

    func contributeConsole() -> any Sink { fatalError("replaced with the collection") }
}
