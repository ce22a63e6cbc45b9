/// A type's identity: what every spelling of one type shares, kept apart from how any of
/// them is written (`TypeReference.spelling`).
///
/// It is the type's canonical structure (`TypeDescription`, with aliases followed, nested
/// names qualified and standard modules dropped), read once when the type is read: every
/// question about its shape (an optional, a `Lazy`, a closure, a collection, `Never`) is
/// answered by the structure, never by the bytes of a spelling. Its canonical spelling,
/// printed from the structure once, is what hashing and equality compare: two structures
/// print alike exactly when they are one type (`any Logging` and `Logging`, `Optional<T>` and
/// `T?` have one key). A plain name (`Database`, almost every dependency) keeps no structure
/// beside its name. Under DIKit 0.5's rules, which compare types as written, its identity is
/// the text as written.
public struct TypeKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The canonical spelling: valid Swift, so diagnostics and summaries may print it.
    public let text: String
    /// The structure, when the type is more than a plain name, in a box of its own: a key is
    /// copied wherever a type is looked up, and a box costs one retain.
    private let box: Structure?

    private final class Structure: Sendable {
        let type: TypeDescription

        init(_ type: TypeDescription) { self.type = type }
    }

    private var composite: TypeDescription? { box?.type }

    /// The key of `description`, a canonical structure.
    init(_ description: TypeDescription) {
        self.init(description, canonicalText: description.canonicalText)
    }

    /// The key of `description`, whose canonical spelling the caller has printed already.
    init(_ description: TypeDescription, canonicalText: String) {
        text = canonicalText
        if case .named(let components) = description, components.count == 1, components[0].genericArguments.isEmpty {
            box = nil
        } else {
            box = Structure(description)
        }
    }

    /// The key of the plain, unqualified name `name`: `Database`.
    init(name: String) {
        text = name
        box = nil
    }

    /// The key of the declared type whose qualified path is `path`, without generic arguments:
    /// `["Checkout", "Screen"]`, or `["FeatureA", "ViewModel"]` where modules clash.
    init(path: some Collection<String>) {
        guard path.count > 1 else {
            self.init(name: path.first ?? "")
            return
        }
        self.init(.named(path.map { TypeDescription.NameComponent($0) }))
    }

    /// The text as written, compared as such (DIKit 0.5's rules), with the structure it writes.
    init(verbatim text: String) {
        self.text = text
        box = TypeDescriptionReader.isPlainIdentifier(text) ? nil : Structure(TypeDescriptionReader.read(text))
    }

    /// `Never` and `Error`, as the standard library's types are keyed: without their module.
    static let never = TypeKey(name: "Never")
    static let error = TypeKey(name: "Error")

    public var description: String { text }

    public static func == (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    public static func < (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.text < rhs.text }

    /// The type's structure.
    var type: TypeDescription { composite ?? .simple(text) }

    /// Whether it is a plain name: no qualification, arguments or other shape.
    var isPlainName: Bool { box == nil }

    /// Whether it is `T?`.
    var isOptional: Bool {
        if case .optional? = composite { true } else { false }
    }

    /// The function type it is, if it is one. Its parameters keep the names of the spelling the
    /// key was read from (`(_ item: Item) -> Screen`), which are not part of its identity.
    var functionType: TypeDescription.FunctionType? {
        if case .function(let function)? = composite { function } else { nil }
    }

    /// The type without its optionality (`T?`, `T!`, at any depth) and without `some`: what an
    /// optional or opaque spelling of the same type shares with it.
    var core: TypeKey {
        var type = self.type
        while true {
            switch type {
            case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .opaque(let wrapped): type = wrapped
            default: return composite == nil || type == composite ? self : TypeKey(type)
            }
        }
    }

    /// Whether a generic argument appears in it, at any depth of a nominal type's path
    /// (`Repository<User>`, `[Box<Int>]`).
    var hasGenericArguments: Bool {
        guard let composite else { return false }
        return composite.containsNamedType { components in components.contains { !$0.genericArguments.isEmpty } }
    }
}
