import DIKit

/// A scope's contribution reaches the parent's collections that need it: the session adds a
/// `Check`, and the app's `Section` contributions take a `Report` made of every `Check`. So
/// the session makes its own `[any Section]`, calling the app's contributions with its own
/// `Report`. (Shrunk from a random program, seed 20261128, where this was a false
/// `missing-contribution`.)
struct Check {
    let name: String
}

protocol Section {
    var title: String { get }
}

struct SummarySection: Section {
    let report: Report
    var title: String { "summary of " + report.dependency.checks.map(\.name).joined(separator: ", ") }
}

struct Report: Injectable {
    struct Dependency {
        let checks: [Check]
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

struct Dashboard: Injectable {
    struct Dependency {
        let sections: [any Section]
        let sectionsByKey: [String: any Section]
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol AppResolver: Resolver {
    func contributeDisk() -> Check
    func contributeSummary(report: Report) -> any Section
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    func contributeLogin() -> Check
}

extension SessionResolver {
    func contributeLogin() -> Check { Check(name: "login") }
}
