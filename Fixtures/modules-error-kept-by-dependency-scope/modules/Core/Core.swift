import DIKit

public struct User {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// The app's one database, kept by whichever resolver of the app's tree can build it first.
public final class Database: Injectable, SharedInstance {
    public struct Dependency {
        public init() {}
    }

    public init(dependency: Dependency) {}
}
