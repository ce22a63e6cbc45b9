import DIKit

/// The generated code is a file of its own: it cannot call what is private or fileprivate.
final class Grinder: Injectable {
    struct Dependency {}
    private init(dependency: Dependency) {}
}

final class Kettle: InitializerInjectable {
    fileprivate init(grinder: Grinder) {}
}

protocol ShopResolver: Resolver {}
