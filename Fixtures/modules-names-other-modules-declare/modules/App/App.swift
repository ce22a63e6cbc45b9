import Core
import DIKit
import Kit

/// The app's own `RequestID` shadows the framework's; `Tag` is `Core`'s, which the generated
/// file names through a scoped import, beside the framework's.
struct RequestID: InitializerInjectable {
    let value = "request"
}

struct Issue: InitializerInjectable {
    let title = "app issue"
}

struct Report: InitializerInjectable {
    let tag: Core.Tag
    let request: RequestID
    let issue: Issue
}

protocol AppResolver: Resolver {}
