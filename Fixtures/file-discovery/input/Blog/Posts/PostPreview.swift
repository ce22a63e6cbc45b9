import DIKit

/// Excluded by name with `--exclude Blog/Posts/PostPreview.swift`.
struct PostPreview: Injectable {
    struct Dependency {
        let database: Database
    }

    init(dependency: Dependency) {}
}
