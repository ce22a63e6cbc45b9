import Foundation
import DIKit

/// Without a resolver nothing is generated, and injectable types are not even checked:
/// `Dependency` here is a typealias, which would be reported otherwise.
struct KitchenTimer: Injectable {
    typealias Dependency = TimeInterval

    init(dependency: TimeInterval) {}
}

struct RecipeBook: Injectable {
    struct Dependency {
        let timer: KitchenTimer
    }

    init(dependency: Dependency) {}
}
