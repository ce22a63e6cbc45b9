import SwiftDeclarations

/// Which top-level declarations an edit's regeneration reads (`Generator.regenerate`), from
/// every file's outline (`DeclarationOutline`): the declarations the edit reached, and every
/// declaration those mention, transitively.
///
/// A declaration is reached when it is in an edited file, or mentions a name a reached one
/// gives: whatever it builds may read the edited declarations, so its methods are
/// regenerated. Every declaration a regenerated method can read is one its own declarations
/// reach by names they mention, so the slice takes, with each declaration, all that give a
/// name it mentions; and each resolver, since every binding is looked up in one. Both walks
/// follow names, never scopes: a name given by two declarations takes both.
public struct SliceSelection: Sendable {
    /// For each file (by its index in the outlines given), the indices of its top-level
    /// declarations in the slice, in order; files with none are absent.
    public let declarationsByFile: [Int: [Int]]
    /// How many declarations the edit reached, and how many the slice holds.
    public let reachedCount: Int
    public let sliceCount: Int

    /// `outlines`: each file's, in order (`nil` for a file that declares nothing read).
    /// `editedFiles`: the indices of the files edited. `resolverNames`: the names of the
    /// resolvers of the generated file.
    public init(outlines: [DeclarationOutline?], editedFiles: [Int], resolverNames: Set<String>) {
        let resolverHashes = resolverNames.map(Identifiers.hash(of:))
        // Every declaration numbered, with its file and place.
        var places: [(file: Int, entry: Int)] = []
        var firstOfFile: [Int] = []
        for (file, outline) in outlines.enumerated() {
            firstOfFile.append(places.count)
            for entry in outline?.entries.indices ?? 0..<0 { places.append((file, entry)) }
        }
        func entry(_ node: Int) -> DeclarationOutline.Entry { outlines[places[node].file]!.entries[places[node].entry] }
        var declarers: [IdentifierHash: [Int]] = [:]
        var mentioners: [IdentifierHash: [Int]] = [:]
        for node in places.indices {
            let outlined = entry(node)
            for name in outlined.declares { declarers[name, default: []].append(node) }
            for name in outlined.mentions { mentioners[name, default: []].append(node) }
        }

        var isReached = [Bool](repeating: false, count: places.count)
        var pending: [Int] = []
        for file in editedFiles {
            for entry in outlines[file]?.entries.indices ?? 0..<0 {
                let node = firstOfFile[file] + entry
                if !isReached[node] { isReached[node] = true; pending.append(node) }
            }
        }
        var reached = pending
        // Each name is followed once, in each walk: the walks are linear in the names.
        var followed = Set<IdentifierHash>()
        while let node = pending.popLast() {
            for name in entry(node).declares where followed.insert(name).inserted {
                for mentioner in mentioners[name] ?? [] where !isReached[mentioner] {
                    isReached[mentioner] = true
                    pending.append(mentioner)
                    reached.append(mentioner)
                }
            }
        }

        var isInSlice = isReached
        pending = reached
        for name in resolverHashes {
            for node in declarers[name] ?? [] where !isInSlice[node] {
                isInSlice[node] = true
                pending.append(node)
            }
        }
        var sliceCount = pending.count
        followed.removeAll()
        while let node = pending.popLast() {
            for name in entry(node).mentions where followed.insert(name).inserted {
                for declarer in declarers[name] ?? [] where !isInSlice[declarer] {
                    isInSlice[declarer] = true
                    pending.append(declarer)
                    sliceCount += 1
                }
            }
        }
        var declarationsByFile: [Int: [Int]] = [:]
        for node in places.indices where isInSlice[node] {
            declarationsByFile[places[node].file, default: []].append(places[node].entry)
        }
        self.declarationsByFile = declarationsByFile
        reachedCount = reached.count
        self.sliceCount = sliceCount
    }
}
