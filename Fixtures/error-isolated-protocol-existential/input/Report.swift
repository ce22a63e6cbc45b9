import DIKit

// Under -default-isolation MainActor, 'Formatting' is isolated to the main actor: its
// conformers are Sendable, but 'any Formatting' is not, so it may not leave the main actor.
protocol Formatting {}

final class Formatter: Formatting, Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {
    func provideFormatting() -> any Formatting
}

nonisolated final class Report: Injectable {
    nonisolated struct Dependency {
        let formatting: any Formatting
    }

    let formatting: any Formatting

    @concurrent nonisolated init(dependency: Dependency) async {
        formatting = dependency.formatting
    }
}
