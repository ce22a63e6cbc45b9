import DIKit

/// Diagnostics are sorted by the bytes of the paths: `Admin.swift`, `Resolver.swift`,
/// `admin/Banner.swift`, then `admin/audit.swift` (capitals first).
struct AdminHome: Injectable {
    struct Dependency {
        let session: Session
    }
}
