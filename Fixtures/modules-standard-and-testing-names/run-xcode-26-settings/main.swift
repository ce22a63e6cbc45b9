import DIKit
@testable import App
import Core

final class TestApp: @MainActor TestResolver {
    func provideResult() -> App.Result { App.Result(text: "test") }
    func contributeFlaky() -> App.Tag { App.Tag(name: "flaky") }
}

let report = TestApp().resolveReport(result: .success(3))
print(report.issue.result.text, report.issue.tags.map(\.name).sorted(), report.outcome.result)
