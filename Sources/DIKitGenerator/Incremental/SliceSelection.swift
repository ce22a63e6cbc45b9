import SwiftDeclarations

/// Which top-level declarations an edit's regeneration reads (`Generator.regenerate`), from
/// every file's outline (`OutlineTable`): the declarations the edit reached, and every
/// declaration those mention, transitively.
///
/// A declaration is reached when it is in an edited file, or mentions a name a reached one
/// gives: whatever it builds may read the edited declarations, so its methods are
/// regenerated. Every declaration a regenerated method can read is one its own declarations
/// reach by names they mention, so the slice takes, with each declaration, all that give a
/// name it mentions; and each resolver, since every binding is looked up in one. Both walks
/// follow names, never scopes: a name given by two declarations takes both. Each is linear
/// in the names of the declarations it visits.
public struct SliceSelection: Sendable {
    /// For each file (by its index in the outlines given), the indices of its top-level
    /// declarations in the slice, in order; files with none are absent.
    public let declarationsByFile: [Int: [Int]]
    /// How many declarations the edit reached, and how many the slice holds.
    public let reachedCount: Int
    public let sliceCount: Int

    /// `editedFiles`: the indices of the files edited. `resolverNames`: the names of the
    /// resolvers of the generated file.
    public init(outlines: OutlineTable, editedFiles: [Int], resolverNames: Set<String>) {
        var isReached = [Bool](repeating: false, count: outlines.declarationCount)
        var edited: [Int] = []
        for file in editedFiles {
            edited += Int(outlines.firstOfFile[file])..<Int(outlines.firstOfFile[file + 1])
        }
        let reached = Self.walk(from: edited, marking: &isReached, along: outlines.declares, to: outlines.mentionersIndex())

        let declarers = outlines.declarersIndex()
        var resolvers: [Int] = []
        for name in resolverNames.map(Identifiers.hash(of:)) { declarers.forEach(name) { resolvers.append($0) } }
        var isInSlice = [Bool](repeating: false, count: outlines.declarationCount)
        let slice = Self.walk(from: reached + resolvers, marking: &isInSlice, along: outlines.mentions, to: declarers)
        var declarationsByFile: [Int: [Int]] = [:]
        for number in slice.sorted() {
            let file = Int(outlines.fileOfDeclaration[number])
            declarationsByFile[file, default: []].append(number - Int(outlines.firstOfFile[file]))
        }
        self.declarationsByFile = declarationsByFile
        reachedCount = reached.count
        sliceCount = slice.count
    }

    /// The declarations `start` holds and those reached from them, each once, in the order
    /// they are reached: from a declaration, through each of its names (`names`), to every
    /// declaration `index` has under that name. `isMarked` (none marked, of every declaration)
    /// says which were. Each name is followed once.
    private static func walk(
        from start: [Int], marking isMarked: inout [Bool], along names: (Int) -> ArraySlice<IdentifierHash>, to index: NameIndex
    ) -> [Int] {
        var visited: [Int] = []
        for number in start where !isMarked[number] {
            isMarked[number] = true
            visited.append(number)
        }
        var pending = visited
        var followed = Set<IdentifierHash>()
        while let number = pending.popLast() {
            for name in names(number) where followed.insert(name).inserted {
                index.forEach(name) { next in
                    guard !isMarked[next] else { return }
                    isMarked[next] = true
                    pending.append(next)
                    visited.append(next)
                }
            }
        }
        return visited
    }
}
