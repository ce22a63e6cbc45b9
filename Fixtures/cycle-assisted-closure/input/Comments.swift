import DIKit

/// A thread shows its comments; each comment can open its thread again. The cycle goes
/// through two closures, and the one that makes a comment supplies its `commentID`: so
/// `resolveThread()` needs no call-site parameter, and `Thread` can be shared.
final class Thread: WeakSharedInstance {
    let makeComment: (Int) -> Comment

    init(makeComment: @escaping (Int) -> Comment) {
        self.makeComment = makeComment
    }
}

struct Comment: Injectable {
    struct Dependency {
        let openThread: () -> Thread
        let commentID: Int
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

protocol CommentsResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideThread(makeComment: @escaping (Int) -> Comment) -> Thread
}
