import DIKit

/// `--strict --allow-parameter String --verbose`: an allowed parameter, and a scope's value
/// taken as a call-site parameter in the parent, are each listed as a note, and every method
/// is still generated.
struct Greeter: Injectable {
    struct Dependency {
        let name: String
    }

    init(dependency: Dependency) {}
}

struct User {
    let name: String
}

struct Badge: InitializerInjectable {
    let user: User
}

protocol AppResolver: Resolver {}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}
