import SwiftDeclarations

/// Which of several files each declaration of the generated code goes to: a method by its
/// resolver's and its own name, a scope's type by its name, a `#if` block of whole
/// extensions by its first resolver's name, hashed (`StableHasher`). A declaration keeps its
/// file whatever else the program adds or removes, so an edit rewrites only the files whose
/// declarations it changes, and a build type-checks the others as they were.
///
/// Each file holds, in the single file's order, the part of every extension whose methods it
/// holds; an extension without methods is in its resolver's file.
struct OutputSplit {
    /// The members of each file.
    let files: [[FileMember]]

    init(_ members: [FileMember], fileCount: Int) {
        var files = [[FileMember]](repeating: [], count: fileCount)
        for member in members {
            switch member {
            case .resolverExtension(let resolverExtension):
                OutputSplit.distribute(resolverExtension, into: &files)
            case .conditional(let conditional):
                let name = OutputSplit.firstResolverName(in: conditional) ?? ""
                files[OutputSplit.file(of: [name], count: fileCount)].append(member)
            }
        }
        self.files = files
    }

    /// The scope's type to its file, and each method to its own.
    private static func distribute(_ resolverExtension: ResolverFileRenderer.Extension, into files: inout [[FileMember]]) {
        let count = files.count
        let name = resolverExtension.resolverName
        let members = resolverExtension.members
        var positions = [[Int]](repeating: [], count: count)
        for position in members.indices {
            positions[file(of: [name, members.name(at: position)], count: count)].append(position)
        }
        let scopeFile = resolverExtension.scopeType.map { file(of: [$0.name], count: count) }
        let emptyExtensionFile = members.isEmpty ? file(of: [name], count: count) : nil
        for index in 0..<count where !positions[index].isEmpty || index == scopeFile || index == emptyExtensionFile {
            var part = resolverExtension
            part.members = members.selecting(positions[index])
            part.scopeType = index == scopeFile ? resolverExtension.scopeType : nil
            // A scope's type alone, in a file that holds none of its methods.
            part.printsExtension = !positions[index].isEmpty || index == emptyExtensionFile
            files[index].append(.resolverExtension(part))
        }
    }

    private static func file(of names: [String], count: Int) -> Int {
        var hasher = StableHasher()
        for name in names { hasher.combine(name) }
        return Int(hasher.value % UInt64(count))
    }

    private static func firstResolverName(in conditional: ConditionalSyntax<FileMember>) -> String? {
        for clause in conditional.clauses {
            for member in clause.members {
                switch member {
                case .resolverExtension(let resolverExtension): return resolverExtension.resolverName
                case .conditional(let nested): if let name = firstResolverName(in: nested) { return name }
                }
            }
        }
        return nil
    }
}
