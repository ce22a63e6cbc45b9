/// Unsaved posts. This file never names the library: its `Injectable` is the library's
/// through the alias in `Support/Aliases.swift`, so the generator reads it for that name (as
/// the first releases, which read only files that name the library, did not).
struct DraftStore: Injectable {
    struct Dependency {
        let database: Database
    }

    init(dependency: Dependency) {}
}
