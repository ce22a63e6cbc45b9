import SwiftDeclarations

/// Every file's outline (`DeclarationOutline`), flattened into arrays: the top-level
/// declarations of all files numbered in order, each with the hashes of the names it gives
/// and mentions. Read straight from the cache's bytes, without an array per declaration.
public struct OutlineTable: Sendable {
    /// For each file, its first declaration's number; one more element, the count.
    private(set) var firstOfFile: [Int32] = [0]
    /// For each declaration, where its names start in `declared` and `mentioned`; one more
    /// element each, their ends.
    private var declaredStart: [Int32] = [0]
    private var mentionedStart: [Int32] = [0]
    private var declared: [IdentifierHash] = []
    private var mentioned: [IdentifierHash] = []
    /// For each declaration, its file.
    private(set) var fileOfDeclaration: [Int32] = []

    public init() {}

    public var fileCount: Int { firstOfFile.count - 1 }
    public var declarationCount: Int { fileOfDeclaration.count }

    /// Adds the next file, which declares nothing that is read.
    public mutating func appendEmptyFile() {
        firstOfFile.append(firstOfFile.last!)
    }

    /// Adds the next file's outline.
    public mutating func append(_ outline: DeclarationOutline) {
        for entry in outline.entries {
            declared.append(contentsOf: entry.declares)
            mentioned.append(contentsOf: entry.mentions)
            endDeclaration()
        }
        firstOfFile.append(Int32(fileOfDeclaration.count))
    }

    /// Adds the next file's outline from the bytes `DeclarationOutline.write(to:)` wrote;
    /// false, adding nothing, when they are not one.
    public mutating func append(written bytes: UnsafeRawBufferPointer) -> Bool {
        var reader = BinaryReader(bytes)
        let (declaredCount, mentionedCount, declarationCount) = (declared.count, mentioned.count, fileOfDeclaration.count)
        guard let count = reader.readCount() else { return false }
        for _ in 0..<count {
            guard let declares = reader.readCount(), let mentions = reader.readCount(),
                  reader.readHashes(declares, into: &declared), reader.readHashes(mentions, into: &mentioned) else {
                declared.removeLast(declared.count - declaredCount)
                mentioned.removeLast(mentioned.count - mentionedCount)
                fileOfDeclaration.removeLast(fileOfDeclaration.count - declarationCount)
                declaredStart.removeLast(declaredStart.count - declarationCount - 1)
                mentionedStart.removeLast(mentionedStart.count - declarationCount - 1)
                return false
            }
            endDeclaration()
        }
        guard reader.isAtEnd else { return false }
        firstOfFile.append(Int32(fileOfDeclaration.count))
        return true
    }

    private mutating func endDeclaration() {
        declaredStart.append(Int32(declared.count))
        mentionedStart.append(Int32(mentioned.count))
        fileOfDeclaration.append(Int32(firstOfFile.count - 1))
    }

    /// The names declaration `number` gives.
    func declares(_ number: Int) -> ArraySlice<IdentifierHash> {
        declared[Int(declaredStart[number])..<Int(declaredStart[number + 1])]
    }

    /// The names declaration `number` mentions.
    func mentions(_ number: Int) -> ArraySlice<IdentifierHash> {
        mentioned[Int(mentionedStart[number])..<Int(mentionedStart[number + 1])]
    }

    /// Every declaration that gives a name, by name.
    func declarersIndex() -> NameIndex {
        NameIndex(count: declarationCount, occurrences: declared.count) { number, add in
            for name in declares(number) { add(name) }
        }
    }

    /// Every declaration that mentions a name, by name.
    func mentionersIndex() -> NameIndex {
        NameIndex(count: declarationCount, occurrences: mentioned.count) { number, add in
            for name in mentions(number) { add(name) }
        }
    }
}

/// Declarations by name: an open-addressing table from a name's hash (already mixed, so its
/// low bits index the table) to a chain of the declarations that have it.
struct NameIndex {
    private var keys: [UInt64]
    private var heads: [Int32]
    private let mask: Int
    /// For each occurrence, its declaration and the next occurrence of its name (-1: none).
    private var declarations: [Int32] = []
    private var nextOccurrence: [Int32] = []

    /// `count` declarations, each giving its names through `names`; about `occurrences` in all.
    init(count: Int, occurrences: Int, names: (Int, (IdentifierHash) -> Void) -> Void) {
        var capacity = 16
        while capacity < occurrences * 2 { capacity *= 2 }
        mask = capacity - 1
        keys = Array(repeating: 0, count: capacity)
        heads = Array(repeating: -1, count: capacity)
        declarations.reserveCapacity(occurrences)
        nextOccurrence.reserveCapacity(occurrences)
        for number in 0..<count {
            names(number) { name in
                let slot = slot(of: name)
                keys[slot] = name.value
                declarations.append(Int32(number))
                nextOccurrence.append(heads[slot])
                heads[slot] = Int32(declarations.count - 1)
            }
        }
    }

    /// The slot that holds `name`, or the empty one where it would go.
    private func slot(of name: IdentifierHash) -> Int {
        var slot = Int(truncatingIfNeeded: name.value) & mask
        while heads[slot] >= 0, keys[slot] != name.value { slot = (slot + 1) & mask }
        return slot
    }

    /// Calls `body` with each declaration that has `name`.
    func forEach(_ name: IdentifierHash, _ body: (Int) -> Void) {
        var occurrence = heads[slot(of: name)]
        while occurrence >= 0 {
            body(Int(declarations[Int(occurrence)]))
            occurrence = nextOccurrence[Int(occurrence)]
        }
    }
}

extension BinaryReader {
    /// Appends `count` hashes to `hashes`; false when the bytes end first.
    fileprivate mutating func readHashes(_ count: Int, into hashes: inout [IdentifierHash]) -> Bool {
        for _ in 0..<count {
            guard let value = readUInt64() else { return false }
            hashes.append(IdentifierHash(value: value))
        }
        return true
    }
}
