import DIKit

struct Item {}
struct Page {}

final class Comparison: Injectable {
    struct Dependency {
        let left: Item
        let right: Item
    }
    init(dependency: Dependency) {}
}

final class Catalog: Injectable {
    struct Dependency {
        // Which item is which? The closure's parameters have no names.
        let compare: (Item, Item) -> Comparison
        // A comparison takes no page.
        let comparePage: (_ left: Item, _ right: Item, Page) -> Comparison
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}
