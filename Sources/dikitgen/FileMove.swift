import DIKitGenerator
import SwiftDeclarations

/// How an edit that kept a file's shape (`ParsedFile.shape(ofWritten:)`) moved what the file
/// declares: for every position the parse recorded, its offset before and after the edit.
///
/// The generator reads positions only to compare them with other positions of their file,
/// and to place diagnostics. So when the edit kept every position's order against every other
/// (none swapped, none merged, none split), a run after the edit decides everything as the
/// run before it did, and puts each diagnostic where the moved position now is. That lets
/// cached diagnostics be moved rather than made again.
struct FileMove {
    private let linesBefore: SourceLocationConverter
    private let linesAfter: SourceLocationConverter
    /// The offset after the edit of each position, by its offset before.
    private let offsets: [Int: Int]

    /// The move between two cache payloads of one file (its parsed declarations, then its
    /// line starts) of one shape: the caller compares their shapes' hashes, since the
    /// positions of two shapes would pair things that differ. `nil` when the payloads do not
    /// decode, have not as many positions, or the edit changed the order of two positions.
    init?(before: UnsafeRawBufferPointer, after: UnsafeRawBufferPointer) {
        var readerBefore = BinaryReader(before)
        var readerAfter = BinaryReader(after)
        guard let positionsBefore = ParsedFile.positions(ofWrittenFileIn: &readerBefore),
              let linesBefore = SourceLocationConverter(from: &readerBefore),
              let positionsAfter = ParsedFile.positions(ofWrittenFileIn: &readerAfter),
              let linesAfter = SourceLocationConverter(from: &readerAfter),
              positionsBefore.count == positionsAfter.count
        else { return nil }
        // In the order of the offsets before, the offsets after must rise where those rose
        // and stay where those stayed.
        let order = positionsBefore.indices.sorted { positionsBefore[$0] < positionsBefore[$1] }
        for (earlier, later) in zip(order, order.dropFirst()) {
            let keptTogether = positionsBefore[earlier] == positionsBefore[later]
            let after = (positionsAfter[earlier], positionsAfter[later])
            guard keptTogether ? after.0 == after.1 : after.0 < after.1 else { return nil }
        }
        self.linesBefore = linesBefore
        self.linesAfter = linesAfter
        offsets = Dictionary(zip(positionsBefore, positionsAfter)) { first, _ in first }
    }

    /// Where `location`, a position's place before the edit, is after it; `nil` when no
    /// recorded position was there.
    func moved(_ location: SourceLocation) -> SourceLocation? {
        guard let offset = linesBefore.offset(of: location), let movedOffset = offsets[offset] else { return nil }
        return linesAfter.location(ofOffset: movedOffset)
    }
}

/// The files an edit changed without changing their shapes, and how each moved: what moves
/// a cached diagnostic to where a new run would place it.
struct MovedFiles {
    /// By path; `nil` for a file whose move is not known: nothing in it can be placed.
    private var moves: [String: FileMove?] = [:]

    var isEmpty: Bool { moves.isEmpty }

    /// Whether the file at `path` was recorded, moved or not.
    func contains(_ path: String) -> Bool { moves[path] != nil }

    mutating func record(_ move: FileMove?, path: String) {
        moves[path] = .some(move)
    }

    /// `diagnostic` with its place and its notes' places moved; `nil` when one of them is in
    /// an edited file and cannot be placed: its move is not known, or no recorded position
    /// was there.
    func moved(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        guard let reference = moved(diagnostic.reference) else { return nil }
        result.reference = reference
        for index in result.notes.indices {
            guard let reference = moved(result.notes[index].reference) else { return nil }
            result.notes[index].reference = reference
        }
        return result
    }

    /// `reference` moved (itself outside the moved files); `nil` when it cannot be placed.
    private func moved(_ reference: SourceReference?) -> SourceReference?? {
        guard let reference, let move = moves[reference.path] else { return .some(reference) }
        guard let location = move?.moved(reference.location) else { return nil }
        return .some(SourceReference(path: reference.path, location: location))
    }
}
