import SwiftDeclarations

/// Every `typealias` of the program by qualified name (`NoteRepository`,
/// `ListScreen.Dependency`), with the type it stands for as written and the scope that
/// text is read in.
///
/// To Swift an alias is its target: `typealias NoteRepository = Repository<Note>` names
/// `Repository<Note>` wherever it is written, so the table follows it wherever a type is
/// read (`TypeTable.reference(to:in:)`).
struct TypeAliases {
    /// One `typealias` declaration.
    struct Alias {
        /// The qualified name of the type it is declared in, `nil` at the top level.
        var scope: String?
        var declaration: TypeAliasDeclaration
        /// The file it is declared in, to point at it.
        var file: LocatedFile
        /// The names of its generic parameters: `["T"]` for `typealias Box<T> = Repository<T>`.
        var genericParameters: [String]
    }

    /// An alias with its qualified name, as the files are read.
    typealias Found = (name: String, alias: Alias)

    private let aliases: [String: Alias]
    /// The simple names of all aliases: only a name among them needs a lookup.
    let names: NameFilter

    init(_ found: some Sequence<Found>) {
        var aliases: [String: Alias] = [:]
        var names = NameFilter()
        // The first declaration of a name wins, as the first declaration of a type does.
        for (name, alias) in found where aliases[name] == nil {
            aliases[name] = alias
            names.insert(alias.declaration.name)
        }
        self.aliases = aliases
        self.names = names
    }

    var isEmpty: Bool { aliases.isEmpty }

    /// The alias whose qualified name is `name`.
    func alias(named name: String) -> Alias? { aliases[name] }

    /// Appends to `found` the aliases that `members` declare, qualified by `scope` (the
    /// qualified name of the type or extended type), or the top-level ones when `scope` is
    /// `nil`. Appended in place: most types declare none, and a list for each would be
    /// made and appended for nothing. Inlined: it is called for every type and extension,
    /// and nearly always finds nothing.
    @inline(__always) static func collect(in members: [Declaration], scope: String?, file: LocatedFile, into found: inout [Found]) {
        for case .typeAlias(let declaration) in members where declaration.type != nil {
            let name = scope.map { String(concatenating: $0, declaration.name, separator: ".") } ?? declaration.name
            let parameters = declaration.genericParameters.map(TypeEntry.genericParameterNames) ?? []
            found.append((name, Alias(scope: scope, declaration: declaration, file: file, genericParameters: parameters)))
        }
    }
}

/// A set of names that answers "no" for most names by their length in UTF-8 bytes alone,
/// without hashing: a name is hashed only when some name of the set has its length.
struct NameFilter {
    private var names = Set<String>()
    /// A bit for each length up to 63; the last one for every length from 63 on.
    private var lengths: UInt64 = 0

    var isEmpty: Bool { names.isEmpty }

    mutating func insert(_ name: String) {
        if names.insert(name).inserted { lengths |= NameFilter.lengthBit(of: name) }
    }

    /// Inlined, so that the test of the length, which answers most calls, costs no call.
    @inline(__always) func contains(_ name: String) -> Bool {
        lengths & NameFilter.lengthBit(of: name) != 0 && names.contains(name)
    }

    private static func lengthBit(of name: String) -> UInt64 { 1 << UInt64(min(name.utf8.count, 63)) }
}
