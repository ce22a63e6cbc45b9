import DIKit

struct Title {
    let text: String
}

/// Not Sendable. Under Xcode 26's settings it is resolved on the main actor, where the
/// resolver's provider of its title runs.
nonisolated final class Report: Injectable {
    struct Dependency {
        let title: Title
    }

    let title: Title

    init(dependency: Dependency) {
        title = dependency.title
    }
}

/// Its async closure awaits a report made on the main actor, whose value may not leave it:
/// the method that makes the closure runs there too, and so does the closure, though the
/// resolver is Sendable.
nonisolated final class ReportScreen: PropertyInjectable {
    var dependency: Dependency!

    struct Dependency {
        let makeReport: () async -> Report
    }

    func headline() async -> String {
        await dependency.makeReport().title.text
    }
}

protocol ReportResolver: Resolver, Sendable {
    func provideTitle() -> Title
}
