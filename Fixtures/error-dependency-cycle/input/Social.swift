import DIKit

protocol SocialResolver: Resolver {
    func provideFeedStore() -> FeedStore
}

final class FeedStore {}

/// `Timeline` needs `ProfileCard`, which needs `Timeline`.
struct Timeline: Injectable {
    struct Dependency {
        let store: FeedStore
        let card: ProfileCard
    }

    init(dependency: Dependency) {}
}

struct ProfileCard: Injectable {
    struct Dependency {
        let timeline: Timeline
    }

    init(dependency: Dependency) {}
}
