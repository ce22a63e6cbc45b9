import DIKit

protocol AdminResolver: AnyObject, DIKit.Resolver {
    func provideCatalog() -> Catalog
    func provideAuditLog() -> AuditLog
}
