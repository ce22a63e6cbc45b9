import DIKit

@MainActor final class App: ArchiveResolver {
    func provideJournal() -> Journal { Journal() }
}

let archive = await App().resolveArchive()
print(archive.journal.lines)
