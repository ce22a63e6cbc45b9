import DIKitGenerator
import Foundation
import Testing

/// The diagnostics article is what `DiagnosticsArticle` makes now: from the ids the tool
/// declares and the fixtures' goldens. With `DIKITGEN_UPDATE_DOCUMENTATION=1` (`make goldens`)
/// the test writes it instead.
@Suite struct DiagnosticsArticleTests {
    @Test func theArticleIsCurrent() throws {
        let article = try DiagnosticsArticle.render()
        if ProcessInfo.processInfo.environment["DIKITGEN_UPDATE_DOCUMENTATION"] == "1" {
            try Data(article.utf8).write(to: DiagnosticsArticle.url)
        }
        let committed = try String(contentsOf: DiagnosticsArticle.url, encoding: .utf8)
        #expect(committed == article, "\(DiagnosticsArticle.url.lastPathComponent) is stale: run make goldens")
    }

    @Test(arguments: DiagnosticID.allCases)
    func eachExampleReportsItsId(_ id: DiagnosticID) throws {
        let name = try #require(DiagnosticsArticle.examples[id], "no example of \(id)")
        let reports = DiagnosticsArticle.reports(of: id, in: Fixture(name: name).expectedDiagnostics)
        #expect(reports.first?.hasSuffix("[\(id)]") == true, "\(name) does not report \(id)")
    }
}
