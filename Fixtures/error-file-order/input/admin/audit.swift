import DIKit

final class AuditScreen: PropertyInjectable {
    struct Dependency {
        let session: Session
    }
}
