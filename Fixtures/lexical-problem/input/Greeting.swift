import DIKit

protocol AppResolver: Resolver {}

struct Greeter: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}

    func greet() -> String {
        "Hello
    }
}
