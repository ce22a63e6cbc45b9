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

/// Replaces `DiskStorage`'s binding: `any NoteStorage` is this type.
final class MemoryStorage: NoteStorage, Injectable, ContributesBinding, ReplacesContribution {
    typealias BoundType = any NoteStorage
    typealias Replaced = DiskStorage

    struct Dependency {}

    init(dependency: Dependency) {}

    func save(_ note: String) -> Bool { true }
}

/// Replaces nothing: it is injectable as itself.
final class LoggingStorage: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

protocol NotesResolver: Resolver {}
