import DIKit

protocol NoteStorage {
    func save(_ note: String) -> Bool
}

final class DiskStorage: NoteStorage, Injectable, ContributesBinding {
    typealias BoundType = any NoteStorage

    struct Dependency {}

    init(dependency: Dependency) {}

    func save(_ note: String) -> Bool { !note.isEmpty }
}

/// Says it replaces a contribution, but not whose.
final class MemoryStorage: NoteStorage, Injectable, ContributesBinding, ReplacesContribution {
    typealias BoundType = any NoteStorage

    struct Dependency {}

    init(dependency: Dependency) {}

    func save(_ note: String) -> Bool { true }
}

/// Replaces itself: its own binding would be dropped with it.
final class LoggingStorage: Injectable, ReplacesContribution {
    typealias Replaced = LoggingStorage

    struct Dependency {}

    init(dependency: Dependency) {}
}

protocol NotesResolver: Resolver {}
