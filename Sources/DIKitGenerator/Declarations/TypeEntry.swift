import SwiftDeclarations

/// A type declaration, or an extension, together with the file it is in.
///
/// A class: an entry's parts are read over and over, and copying a reference is one retain
/// where copying the declaration is dozens.
final class LocatedDeclaration {
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
/// A class: every table of the generator refers to the same value, read-only once the
/// table is built, and copying a reference is one retain where copying the declarations is
/// dozens.
final class TypeEntry {
    /// The last component of the qualified name: `Screen` for `Checkout.Screen`.
    let simpleName: String
    /// The declaration first, then the extensions in file order.
    let parts: TypeParts
    /// The names of the generic parameters, in order: `["Entity"]` for `Repository<Entity>`.
    let genericParameters: [String]
    /// How far the type is visible: its own level, narrowed by the types it is nested in
    /// (set by the table once the enclosing type is known).
    private(set) var access: AccessLevel
    /// `Checkout.Screen`.
    let name: String
    /// The generic type this one is nested in, at any depth: it is generic over that
    /// type's parameters too.
    private(set) var genericEnclosingType: String?
    /// The DIKit protocols its parts' inheritance clauses name, and those its superclasses'
    /// name (set by the table once the superclasses are known).
    private(set) var dikitProtocols: DIKitProtocols
    /// The class this class inherits from, when it was read (set by the table).
    private(set) var superclass: TypeEntry?
    /// Types declared directly inside this one (in it or in its extensions), by name.
    /// An array, not a dictionary: a type nests one or two, and a dictionary for each of
    /// 100,000 types costs more than the searches.
    private var nestedTypes: [TypeEntry] = []

    init(
        simpleName: String, name: String, isNested: Bool? = nil, primary: LocatedDeclaration?, extensions: [LocatedDeclaration] = [],
        access: AccessLevel
    ) {
        self.simpleName = simpleName
        self.name = name
        self.isNested = isNested ?? (simpleName.utf8.count != name.utf8.count)
        self.parts = TypeParts(primary: primary, extensions: extensions)
        self.access = access
        genericParameters = primary.flatMap { $0.declaration.genericParameters }.map(TypeEntry.genericParameterNames) ?? []
        dikitProtocols = DIKitProtocols(namedIn: parts)
    }

    /// Places the type inside `parent`: its access is narrowed to the parent's, and it is
    /// generic when the parent is.
    func nest(in parent: TypeEntry) {
        access = min(access, parent.access)
        genericEnclosingType = parent.isGeneric ? parent.name : parent.genericEnclosingType
        parent.addNestedType(self)
    }

    /// The nearest of its superclasses that is generic, or nested in a generic type.
    var genericSuperclass: TypeEntry? {
        var ancestor = superclass
        while let type = ancestor, !type.isGeneric, type.genericEnclosingType == nil { ancestor = type.superclass }
        return ancestor
    }

    /// Makes `superclass` the class this one inherits from.
    func inherit(from superclass: TypeEntry) {
        self.superclass = superclass
    }

    /// Adds the DIKit protocols `ancestor` names to this type's: a subclass conforms to what
    /// its superclasses conform to.
    func inheritConformances(of ancestor: TypeEntry) {
        dikitProtocols.formUnion(ancestor.dikitProtocols)
    }

    /// The labels of `function` as a signature spells them: `grinder:_:` (`_` for none).
    static func labels(of function: FunctionDeclaration) -> String {
        function.parameters.map { ($0.label ?? "_") + ":" }.joined()
    }

    /// The qualified name's components: `["Checkout", "Screen"]`. Made when asked, for the
    /// few lookups inside nested scopes: an array for each of 100,000 types costs more.
    var path: [String] { name.split(separator: ".").map(String.init) }
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
    var namesSendable: Bool {
        parts.contains { part in part.declaration.inheritance.contains { $0.text == "Sendable" || $0.text == "Swift.Sendable" } }
    }
    /// Where diagnostics about the type point: its declaration's keyword, or its first extension's.
    var reference: SourceReference {
        let part = primary ?? parts[0]
        return part.reference(at: part.declaration.offset)
    }

    func addNestedType(_ entry: TypeEntry) {
        if nestedType(named: entry.simpleName) == nil { nestedTypes.append(entry) }
    }

    /// The first type named `name` declared directly inside this one.
    func nestedType(named name: String) -> TypeEntry? {
        nestedTypes.first { $0.simpleName == name }
    }

    /// The entry of the inheritance clause of any part that names `dikitProtocol` (or
    /// `DIKit.` it, or either after attributes such as `@MainActor`), with the part it is
    /// written in; for a conformance a class inherits, its nearest superclass's.
    func conformance(to dikitProtocol: DIKitProtocols) -> (entry: TypeText, part: LocatedDeclaration)? {
        guard dikitProtocols.contains(dikitProtocol) else { return nil }
        for part in parts {
            if let entry = part.declaration.inheritance.first(where: { DIKitProtocols(named: $0.text) == dikitProtocol }) {
                return (entry, part)
            }
        }
        return superclass?.conformance(to: dikitProtocol)
    }

    /// `SharedInstance` or `WeakSharedInstance`, when a concrete type names one of them but
    /// no protocol that builds it (`Injectable`, `FactoryMethodInjectable`): a marker
    /// forgotten, as nothing then builds it.
    var lifetimeWithoutInjection: String? {
        guard kind != .protocol, dikitProtocols.isDisjoint(with: .injectionStyles) else { return nil }
        if dikitProtocols.contains(.sharedInstance) { return "SharedInstance" }
        if dikitProtocols.contains(.weakSharedInstance) { return "WeakSharedInstance" }
        return nil
    }

    /// The DIKit protocols the type conforms to, in `InjectionStyle.allCases` order.
    var injectionStyles: [InjectionStyle] {
        guard !dikitProtocols.isDisjoint(with: .injectionStyles) else { return [] }
        return InjectionStyle.allCases.filter { dikitProtocols.contains($0.dikitProtocol) }
    }

    /// The member functions of every part named `name` whose one parameter is labelled
    /// `label` (`init(dependency:)`), with the part they are in; `class` methods are not
    /// visible, as in DIKit 0.5. A class that declares none inherits its superclass's.
    func methods(named name: String, withOnlyParameter label: String) -> [MemberFunction] {
        methods(named: name) { function in
            function.parameters.count == 1 && function.parameters[0].firstName == label
                && !function.modifiers.contains(where: { $0.name == "class" })
        }
    }

    /// The member functions of every part named `name` that `isWanted` accepts, with the
    /// part they are in. A class that declares none inherits its superclass's.
    func methods(named name: String, where isWanted: (FunctionDeclaration) -> Bool) -> [MemberFunction] {
        var methods: [MemberFunction] = []
        for part in parts {
            for case .function(let function) in part.declaration.members where function.name == name && isWanted(function) {
                methods.append(MemberFunction(function: function, part: part))
            }
        }
        if methods.isEmpty, let superclass { return superclass.methods(named: name, where: isWanted) }
        return methods
    }

    /// The first member property of any part named `name` that has a written type (`class`
    /// ones are not visible), with the part it is in; for a class, its superclasses' too.
    func typedProperty(named name: String) -> (property: VariableDeclaration, part: LocatedDeclaration)? {
        for part in parts {
            for property in TypeShape.typedProperties(of: part.declaration) where property.name == name {
                return (property, part)
            }
        }
        return superclass?.typedProperty(named: name)
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
