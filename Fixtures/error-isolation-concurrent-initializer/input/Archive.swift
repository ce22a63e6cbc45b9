import DIKit

/// Not Sendable: resolved on the main actor (Xcode 26's default) and handed to the
/// archive's initializer.
nonisolated final class Journal {
    var lines: [String] = []
}

/// `@concurrent`: the initializer leaves its caller's actor even under
/// `NonisolatedNonsendingByDefault`, so awaiting it from the main actor sends the journal
/// the resolver resolved there.
nonisolated final class Archive: Injectable {
    struct Dependency {
        let journal: Journal
    }

    let journal: Journal

    @concurrent init(dependency: Dependency) async {
        journal = dependency.journal
    }
}

protocol ArchiveResolver: Resolver {
    func provideJournal() -> Journal
}
