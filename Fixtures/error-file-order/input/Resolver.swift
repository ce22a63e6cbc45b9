import DIKit

protocol AdminResolver: Resolver {
    func provideSession() -> Session
}

final class Session {}

final class ResolverScreen: FactoryMethodInjectable {
    struct Dependency {}
}
