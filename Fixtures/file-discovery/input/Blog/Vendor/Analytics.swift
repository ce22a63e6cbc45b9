import DIKit

/// Excluded with the whole `Blog/Vendor/` directory.
struct Analytics: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}
