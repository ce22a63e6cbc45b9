import DIKit

/// Third-party code, excluded with `--exclude Vendor`.
struct Analytics: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}
