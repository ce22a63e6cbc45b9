import Core
import DIKit

/// Names that Swift (`Result`) and Swift Testing (`Tag`, `Issue`) declare too.
struct Result {
    let text: String
}

struct Tag: Hashable {
    let name: String
}

struct Issue: InitializerInjectable {
    let tags: Set<Tag>
    let result: Result
}

struct Report: InitializerInjectable {
    let issue: Issue
    let outcome: Outcome
}

protocol AppResolver: Resolver {
    func provideResult() -> Result
    func contributeUrgent() -> Tag
}

extension AppResolver {
    func contributeUrgent() -> Tag { Tag(name: "urgent") }
}
