import DIKit

protocol RouteHandler {}

struct HomeHandler: RouteHandler {}
struct LegacyHomeHandler: RouteHandler, Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct Router: Injectable {
    struct Dependency {
        let handlers: [String: any RouteHandler]
    }
    init(dependency: Dependency) {}
}

protocol CoreResolver: Resolver {
    func contributeHome() -> any RouteHandler
}

protocol AppResolver: CoreResolver {
    func contributeLegacyHome(legacy: LegacyHomeHandler) -> any RouteHandler
}
