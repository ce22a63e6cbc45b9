import DIKit

/// Reported once, although both resolvers check it.
struct Soup: Injectable {
    init(dependency: Oven) {}
}

final class Menu: FactoryMethodInjectable {
    struct Dependency {
        let oven: Oven
    }
}

/// A cycle: reported once, although both resolvers contain it.
struct Chef: Injectable {
    struct Dependency {
        let sousChef: SousChef
    }

    init(dependency: Dependency) {}
}

struct SousChef: Injectable {
    struct Dependency {
        let chef: Chef
    }

    init(dependency: Dependency) {}
}
