import DIKit

@globalActor actor BackgroundActor {
    static let shared = BackgroundActor()
}

protocol Plugin {}

struct Tag: Hashable {
    let name: String
}

struct Note {
    let text: String
}

struct PluginHost: Injectable {
    struct Dependency {
        let plugins: Set<any Plugin>
        let tags: [Tag]
        let notes: [Note]
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    func contributeAudit() -> any Plugin
    @MainActor func contributeWelcome() -> Note
    func contributeLatest() async -> Note
    @MainActor func contributeRed() -> Tag
    @BackgroundActor func contributeBlue() -> Tag
}
