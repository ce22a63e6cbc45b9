import DIKit

final class Box {
    let label: String
    init(label: String) { self.label = label }
}

final class Config: Injectable {
    struct Dependency { let box: Box }
    let box: Box
    init(dependency: Dependency) { box = dependency.box }
}

actor Store: Injectable {
    struct Dependency { let box: Box; let name: String }
    init(dependency: Dependency) {}
}

actor Archive: Injectable {
    struct Dependency { let config: Config }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver, Sendable {}
