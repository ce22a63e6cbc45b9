/// Unsaved posts. This file never names the library, so the generator does not read it
/// and there is no `resolveDraftStore()`.
struct DraftStore: Injectable {
    struct Dependency {
        let database: Database
    }

    init(dependency: Dependency) {}
}
