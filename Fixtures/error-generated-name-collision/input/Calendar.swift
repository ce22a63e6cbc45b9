import DIKit
import Foundation

protocol CalendarResolver: Resolver {
    func provideNow() -> Foundation.Date
}

// `resolveFoundationDate` would be generated for both `Foundation.Date` and this type.
struct FoundationDate: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}
