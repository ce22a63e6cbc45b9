import DIKit

protocol BlogResolver: Resolver {
    func provideDatabase() -> Database
}
