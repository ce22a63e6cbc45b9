import DIKit

protocol CoreResolver: Resolver {}

struct Clock: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}
