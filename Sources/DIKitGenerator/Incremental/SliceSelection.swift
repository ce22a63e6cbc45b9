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
        var pending: [Int] = []
        for file in editedFiles {
            for number in Int(outlines.firstOfFile[file])..<Int(outlines.firstOfFile[file + 1]) where !isReached[number] {
                isReached[number] = true
                pending.append(number)
            }
        }
        var reached = pending
        // Each name is followed once in each walk.
        var followed = Set<IdentifierHash>()
        let mentioners = outlines.mentionersIndex()
        while let number = pending.popLast() {
            for name in outlines.declares(number) where followed.insert(name).inserted {
                mentioners.forEach(name) { mentioner in
                    guard !isReached[mentioner] else { return }
                    isReached[mentioner] = true
                    pending.append(mentioner)
                    reached.append(mentioner)
                }
            }
        }

        let declarers = outlines.declarersIndex()
        var isInSlice = isReached
        pending = reached
        for name in resolverNames.map(Identifiers.hash(of:)) {
            declarers.forEach(name) { number in
                guard !isInSlice[number] else { return }
                isInSlice[number] = true
                pending.append(number)
            }
        }
        var slice = pending
        followed.removeAll()
        while let number = pending.popLast() {
            for name in outlines.mentions(number) where followed.insert(name).inserted {
                declarers.forEach(name) { declarer in
                    guard !isInSlice[declarer] else { return }
                    isInSlice[declarer] = true
                    pending.append(declarer)
                    slice.append(declarer)
                }
            }
        }
        var declarationsByFile: [Int: [Int]] = [:]
        for number in slice.sorted() {
            let file = Int(outlines.fileOfDeclaration[number])
            declarationsByFile[file, default: []].append(number - Int(outlines.firstOfFile[file]))
        }
        self.declarationsByFile = declarationsByFile
        reachedCount = reached.count
        sliceCount = slice.count
    }
}
