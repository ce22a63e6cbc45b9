import DIKit

struct Headline {
    let text: String
}

/// Says nothing, and is filled in by a method of the resolver's extension. Its async
/// closure holds the resolver, which is not Sendable: under Xcode 26's settings the
/// resolver is on the main actor, and so is the method that makes the closure.
nonisolated final class FeedScreen: PropertyInjectable {
    var dependency: Dependency!

    struct Dependency {
        let loadHeadline: () async -> Headline
    }
}

protocol FeedResolver: Resolver {
    func provideHeadline() -> Headline
}
