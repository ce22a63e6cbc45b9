import DIKit

protocol AnalyticsSink {}

struct User {
    let id: String
}

struct UserSink: AnalyticsSink {
    let user: User
}

struct Analytics: Injectable {
    struct Dependency {
        let sinks: [any AnalyticsSink]
    }
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    func contributeUser(user: User) -> any AnalyticsSink
}
