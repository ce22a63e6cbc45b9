import DIKit

public final class Database: Injectable, SharedInstance {
    public struct Dependency {
        public init() {}
    }

    public init(dependency: Dependency) {}
}

public struct Clock: InitializerInjectable {
    public init() {}
}
