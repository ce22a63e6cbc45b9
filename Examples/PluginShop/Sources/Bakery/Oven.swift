import DIKit

/// The flour an oven bakes with: nothing in this library builds it, so the app's resolver
/// provides it.
public struct Flour: Sendable {
    public let kind: String

    public init(kind: String) {
        self.kind = kind
    }
}

/// An injectable type of a library, built by the app's resolver. Another module calls its
/// `Dependency`'s initializer, so the library declares it `public`: Swift's memberwise
/// initializer is internal.
public struct Oven: Injectable {
    public struct Dependency {
        public let flour: Flour

        public init(flour: Flour) {
            self.flour = flour
        }
    }

    public let flour: Flour

    public init(dependency: Dependency) {
        flour = dependency.flour
    }
}
