import DIKit

/// Fixed: a nested `struct Dependency` and `init(dependency: Dependency)`.
struct Soup: Injectable {
    struct Dependency {
        let oven: Oven
    }
    init(dependency: Dependency) {}
}

/// Fixed: the static factory method.
final class Menu: FactoryMethodInjectable {
    struct Dependency {
        let oven: Oven
    }
    static func makeInstance(dependency: Dependency) -> Menu { Menu() }
}

/// Fixed: the sous-chef no longer needs the chef; the chef's name is a call-site parameter.
struct Chef: Injectable {
    struct Dependency {
        let sousChef: SousChef
    }

    init(dependency: Dependency) {}
}

struct SousChef: Injectable {
    struct Dependency {
        let chefName: String
    }

    init(dependency: Dependency) {}
}
