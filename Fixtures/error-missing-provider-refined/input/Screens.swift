import DIKit

struct Item {}
struct Locale {}
struct Session {}
struct Theme {}

// `item` is supplied by the closure of ListScreen at each call: a run-time input, not a
// missing provider. `locale` is supplied by nothing: missing, once.
struct DetailScreen: Injectable {
    struct Dependency {
        let item: Item
        let locale: Locale
    }
    init(dependency: Dependency) {}
}

struct ListScreen: Injectable {
    struct Dependency {
        let makeDetail: (Item) -> DetailScreen
    }
    init(dependency: Dependency) {}
}

// Needed in every resolver, provided by none: reported once, naming the two that do not
// refine one another.
struct ThemedScreen: Injectable {
    struct Dependency {
        let theme: Theme
    }
    init(dependency: Dependency) {}
}
