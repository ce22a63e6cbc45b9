@testable import App
import Core
import DIKit

struct Tests: TestResolver {
    func provideIssue() -> App.Issue { App.Issue() }
}

let report = Tests().resolveChecker().report
print(report.tag.name, report.request.value, report.issue.title)
