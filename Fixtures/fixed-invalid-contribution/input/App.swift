import DIKit

@globalActor actor BackgroundActor {
    static let shared = BackgroundActor()
}

protocol Plugin {}

struct Tag: Hashable {
    let name: String
}

struct PluginHost: Injectable {
    struct Dependency {
        let plugins: [any Plugin]
        let tags: [Tag]
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    func contributeAudit() -> any Plugin
    @MainActor func contributeRed() -> Tag
    nonisolated func contributeBlue() -> Tag
}
