import DIKit

final class App: AppResolver {
    func contributeDisk() -> Check { Check(name: "disk") }
    func contributeSummary(report: Report) -> any Section { SummarySection(report: report) }
}

let app = App()
print(app.resolveDashboard().dependency.sections.map(\.title))
let session = app.makeSessionResolver()
print(session.resolveDashboard().dependency.sections.map(\.title))
print(session.resolveDashboard().dependency.sectionsByKey.map { "\($0.key): \($0.value.title)" })
