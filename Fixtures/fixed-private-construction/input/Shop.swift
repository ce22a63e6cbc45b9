import DIKit

/// The generated code is a file of its own: it cannot call what is private or fileprivate.
final class Grinder: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Kettle: InitializerInjectable {
    init(grinder: Grinder) {}
}

protocol ShopResolver: Resolver {}
