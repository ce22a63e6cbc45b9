import SwiftDeclarations

/// A type declaration, or an extension, together with the file it is in.
///
/// A class: an entry's parts are read over and over, and copying a reference is one retain
/// where copying the declaration is dozens.
final class LocatedDeclaration: Sendable {
    let declaration: TypeDeclaration
    let file: LocatedFile

    init(declaration: TypeDeclaration, file: LocatedFile) {
        self.declaration = declaration
        self.file = file
    }

    func reference(at offset: Int) -> SourceReference { file.reference(at: offset) }
}

/// What the declarations of one file need of it to be located: its path and line table,
/// shared by all of them.
final class LocatedFile: Sendable {
    let path: String
    let locations: SourceLocationConverter
    /// The dependency module the file belongs to; `nil` for the generated module's.
    let module: ModuleName?

    init(_ file: SourceFile) {
        path = file.path
        locations = file.locations
        module = file.module
    }

    func reference(at offset: Int) -> SourceReference {
        SourceReference(path: path, location: locations.location(ofOffset: offset))
    }
}

/// One type as the generator sees it: its declaration and every extension of it, from any
/// file, merged (under `--compatibility dikit-0.5`, one top-level declaration alone).
///
/// A class: every table of the generator refers to the same value, and copying a reference
/// is one retain where copying the declarations is dozens. Immutable, so `Sendable`: what
/// a class inherits from its superclass is the table's (`ClassInheritance`), as linking
/// classes needs the whole table.
final class TypeEntry: Sendable {
    /// The last component of the qualified name: `Screen` for `Checkout.Screen`.
    let simpleName: String
    /// The declaration first, then the extensions in file order.
    let parts: TypeParts
    /// The names of the generic parameters, in order: `["Entity"]` for `Repository<Entity>`.
    let genericParameters: [String]
    /// How far the type is visible: its own level, narrowed by the types it is nested in.
    let access: AccessLevel
    /// `Checkout.Screen`.
    let name: String
    /// The generic type this one is nested in, at any depth: it is generic over that
    /// type's parameters too.
    let genericEnclosingType: String?
    /// The DIKit protocols its parts' inheritance clauses name; a class also conforms to
    /// those of its superclasses (`TypeTable.dikitProtocols(of:)`).
    let ownDIKitProtocols: DIKitProtocols
    /// Where the types declared directly inside this one (in it or in its extensions) are
    /// among the table's `nestedTypes`: a range, so that an entry is made without waiting
    /// for the entries nested in it, and no array is made for each type.
    let nestedTypeRun: Range<Int>

    init(
        simpleName: String, name: String, isNested: Bool? = nil, primary: LocatedDeclaration?, extensions: [LocatedDeclaration] = [],
        access: AccessLevel, genericEnclosingType: String? = nil, nestedTypeRun: Range<Int> = 0..<0
    ) {
        self.simpleName = simpleName
        self.name = name
        self.isNested = isNested ?? (simpleName.utf8.count != name.utf8.count)
        self.parts = TypeParts(primary: primary, extensions: extensions)
        self.access = access
        self.genericEnclosingType = genericEnclosingType
        self.nestedTypeRun = nestedTypeRun
        genericParameters = primary.flatMap { $0.declaration.genericParameters }.map(TypeEntry.genericParameterNames) ?? []
        ownDIKitProtocols = DIKitProtocols(namedIn: parts)
    }

    /// The labels of `function` as a signature spells them: `grinder:_:` (`_` for none).
    static func labels(of function: FunctionDeclaration) -> String {
        function.parameters.map { ($0.label ?? "_") + ":" }.joined()
    }

    /// The qualified name's components: `["Checkout", "Screen"]`. Made when asked, for the
    /// few lookups inside nested scopes: an array for each of 100,000 types costs more.
    var path: [String] { name.split(separator: ".").map(String.init) }
    /// Its identity as a type (without generic arguments): its name, split into its
    /// qualified path only when it has one (a nested type's, or a clashing name's module).
    var key: TypeKey { simpleName.utf8.count == name.utf8.count ? TypeKey(name: name) : TypeKey(path: path) }
    /// The declaration, when it was read (an extension of a type that was not read has none).
    var primary: LocatedDeclaration? { parts.primary }
    /// The module that declares it (for a type only extended, the first extension's):
    /// `nil` for the generated module.
    var module: ModuleName? { (primary ?? parts[0]).file.module }
    /// Whether it is declared inside another type (`name` may also start with a module's:
    /// `FeatureA.ViewModel`, `ClashingNames`).
    let isNested: Bool

    var kind: TypeKind? { primary?.declaration.kind }
    var isGeneric: Bool { !genericParameters.isEmpty }
    /// Whether an inheritance clause of any part names `Sendable`.
    var namesSendable: Bool { inherits("Sendable", of: "Swift") }

    /// Whether an inheritance clause of any part names `name`, alone or with its `module`.
    func inherits(_ name: String, of module: String) -> Bool {
        let qualified = module + "." + name
        return parts.contains { part in part.declaration.inheritance.contains { $0.text == name || $0.text == qualified } }
    }
    /// Where diagnostics about the type point: its declaration's keyword, or its first extension's.
    var reference: SourceReference {
        let part = primary ?? parts[0]
        return part.reference(at: part.declaration.offset)
    }
    /// The `}` closing its declaration's body, where a fix adds a member; `nil` for a type
    /// known only from extensions, or whose body is not closed.
    var closingBrace: SourceReference? {
        guard let primary, let offset = primary.declaration.closingBraceOffset else { return nil }
        return primary.reference(at: offset)
    }

    /// `["Entity", "U"]` from `<Entity: Model, U>`: each parameter's name, before its constraint.
    static func genericParameterNames(_ clause: String) -> [String] {
        var pieces: [Substring] = []
        var depth = 0
        var pieceStart = clause.startIndex
        for index in clause.indices {
            switch clause[index] {
            case "<", "(", "[":
                depth += 1
                if depth == 1 { pieceStart = clause.index(after: index) }
            case ">", ")", "]":
                if depth == 1 { pieces.append(clause[pieceStart..<index]) }
                depth -= 1
            case "," where depth == 1:
                pieces.append(clause[pieceStart..<index])
                pieceStart = clause.index(after: index)
            default:
                break
            }
        }
        return pieces.compactMap { piece in
            var words = piece.split(whereSeparator: { $0 == " " || $0 == ":" })[...]
            if words.first == "each" { words = words.dropFirst() }
            return words.first.map(String.init)
        }
    }
}

/// A type's declaration, when it was read, then its extensions in file order. A collection
/// over the two rather than an array: most types have no extension, and an array for each
/// of 100,000 types would be 100,000 allocations.
struct TypeParts: RandomAccessCollection {
    let primary: LocatedDeclaration?
    let extensions: [LocatedDeclaration]

    var startIndex: Int { 0 }
    var endIndex: Int { (primary == nil ? 0 : 1) + extensions.count }

    subscript(position: Int) -> LocatedDeclaration {
        guard let primary else { return extensions[position] }
        return position == 0 ? primary : extensions[position - 1]
    }
}

/// A member function with the part of its type it is declared in. A struct, not a tuple:
/// arrays of tuples are copied through the runtime's generic value witnesses.
struct MemberFunction {
    let function: FunctionDeclaration
    let part: LocatedDeclaration
}

/// What a type declaration's members say about its shape.
enum TypeShape {
    /// The member properties with a name and a written type; `class` ones are not visible,
    /// as in DIKit 0.5.
    static func typedProperties(of type: TypeDeclaration) -> some Sequence<VariableDeclaration> {
        type.members.lazy.compactMap { member in
            guard case .variable(let variable) = member, variable.name != nil, variable.type != nil,
                  !variable.modifiers.contains(where: { $0.name == "class" }) else { return nil }
            return variable
        }
    }
}
