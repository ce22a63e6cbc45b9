import DIKit

/// Edits one post; found three directories deep.
struct PostEditor: Injectable {
    struct Dependency {
        let database: Database
        let tracker: Tracker
    }

    init(dependency: Dependency) {}
}
