import DIKit
import Foundation

protocol CalendarResolver: Resolver {
    func provideNow() -> Foundation.Date
}

// Fixed: renamed, so the generated names differ.
struct CalendarDate: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}
