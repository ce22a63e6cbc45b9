@testable import App
import Core
import DIKit
import Kit

/// A test target's resolver: it imports the framework too, and names the app's internal
/// `Issue` and `RequestID`, which only `@testable import` reaches.
protocol TestResolver: AppResolver {
    func provideIssue() -> App.Issue
}

struct Checker: InitializerInjectable {
    let report: Report
}
