import DIKit

/// Not Sendable: resolved on the main actor and handed to the archive's initializer.
nonisolated final class Journal {
    var lines: [String] = []
}

/// Its initializer is async and not isolated, but declared to run on its caller's actor
/// (`nonisolated(nonsending)`) in every setting: awaiting it from the main actor sends
/// nothing, with or without `NonisolatedNonsendingByDefault`.
nonisolated final class Archive: Injectable {
    struct Dependency {
        let journal: Journal
    }

    let journal: Journal

    nonisolated(nonsending) init(dependency: Dependency) async {
        journal = dependency.journal
        journal.lines.append("archived")
    }
}

@MainActor protocol ArchiveResolver: Resolver {
    func provideJournal() -> Journal
}
