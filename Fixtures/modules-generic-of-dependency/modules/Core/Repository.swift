import DIKit

public struct Product {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// A generic type that `Core` never instantiates: each module that names an instantiation
/// builds it, and no module warns about it.
public struct Repository<Entity>: InitializerInjectable {
    public init() {}

    public func describe() -> String { "repository of \(Entity.self)" }
}
