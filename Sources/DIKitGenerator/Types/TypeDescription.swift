/// A type as the generator understands it: its structure, not its spelling.
///
/// Two spellings of one type describe alike (`any Logging` and `Logging`, `Optional<T>` and
/// `T?`, `Array<T>` and `[T]`, `Dictionary<K, V>` and `[K: V]`), so dependencies are matched
/// by `key`, a canonical spelling, while generated code keeps what the user wrote.
public indirect enum TypeDescription: Hashable, Sendable {
    /// A nominal type, possibly qualified and with generic arguments: `Checkout.Screen`,
    /// `Repository<User>`.
    case named([NameComponent])
    case optional(TypeDescription)
    case implicitlyUnwrappedOptional(TypeDescription)
    case array(TypeDescription)
    case dictionary(key: TypeDescription, value: TypeDescription)
    /// `(label: A, B)`; never a single unlabeled element, which is only parentheses.
    case tuple([TupleElement])
    case function(FunctionType)
    /// `some P`.
    case opaque(TypeDescription)
    /// `A & B`.
    case composition([TypeDescription])
    /// `T.Type`, or `P.Protocol` when `isProtocol`.
    case metatype(TypeDescription, isProtocol: Bool)
    /// What the reader does not model (a pack expansion, malformed text): compared by text.
    case unknown(String)

    /// One name of a qualified type, with its generic arguments.
    public struct NameComponent: Hashable, Sendable {
        public var name: String
        public var genericArguments: [TypeDescription]

        public init(_ name: String, genericArguments: [TypeDescription] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: TypeDescription
    }

    /// `@Sendable (A) async throws(E) -> R`.
    public struct FunctionType: Hashable, Sendable {
        /// Type attributes other than `@escaping`, which does not change the type:
        /// `Sendable`, `MainActor`, `convention(c)`.
        public var attributes: [String]
        public var parameters: [TypeDescription]
        public var isAsync: Bool
        public var throwing: Throwing?
        public var result: TypeDescription
        /// The name each parameter is written with, `(_ item: Item) -> T`, or `nil`. Not part
        /// of the type: two function types that differ only by these are one type.
        public var parameterNames: [String?] = []

        public static func == (lhs: FunctionType, rhs: FunctionType) -> Bool {
            lhs.attributes == rhs.attributes && lhs.parameters == rhs.parameters && lhs.isAsync == rhs.isAsync
                && lhs.throwing == rhs.throwing && lhs.result == rhs.result
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(attributes)
            hasher.combine(parameters)
            hasher.combine(isAsync)
            hasher.combine(throwing)
            hasher.combine(result)
        }
    }

    /// What a function type's `throws` says.
    public enum Throwing: Hashable, Sendable {
        case any
        case typed(TypeDescription)
    }

    /// A plain, unqualified name without generic arguments.
    public static func simple(_ name: String) -> TypeDescription { .named([NameComponent(name)]) }
}

extension TypeDescription {
    /// The type's identity: equal for two spellings of one type.
    public var key: TypeKey { TypeKey(self) }

    /// The canonical spelling: equal for two spellings of one type, and valid Swift.
    public var canonicalText: String {
        var printer = TypeDescriptionPrinter()
        printer.write(self)
        return printer.text
    }

    /// The same type with every unqualified name in `substitutions` replaced: a generic
    /// type's parameters by the arguments of one instantiation.
    public func substituting(_ substitutions: [String: TypeDescription]) -> TypeDescription {
        guard !substitutions.isEmpty else { return self }
        return mappingNames { components in
            if components.count == 1, components[0].genericArguments.isEmpty, let replacement = substitutions[components[0].name] {
                return replacement
            }
            return .named(components)
        }
    }

    /// The same type with each nominal type replaced by what `transform` makes of its
    /// components, whose generic arguments are transformed first; every other shape is kept,
    /// with the types inside it transformed.
    func mappingNames(_ transform: ([NameComponent]) -> TypeDescription) -> TypeDescription {
        switch self {
        case .named(let components):
            return transform(components.map { component in
                component.genericArguments.isEmpty
                    ? component
                    : NameComponent(component.name, genericArguments: component.genericArguments.map { $0.mappingNames(transform) })
            })
        case .optional(let wrapped): return .optional(wrapped.mappingNames(transform))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(wrapped.mappingNames(transform))
        case .array(let element): return .array(element.mappingNames(transform))
        case .dictionary(let key, let value):
            return .dictionary(key: key.mappingNames(transform), value: value.mappingNames(transform))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.mappingNames(transform)) })
        case .function(var function):
            function.parameters = function.parameters.map { $0.mappingNames(transform) }
            function.result = function.result.mappingNames(transform)
            if case .typed(let error) = function.throwing { function.throwing = .typed(error.mappingNames(transform)) }
            return .function(function)
        case .opaque(let constraint): return .opaque(constraint.mappingNames(transform))
        case .composition(let members): return .composition(members.map { $0.mappingNames(transform) })
        case .metatype(let base, let isProtocol): return .metatype(base.mappingNames(transform), isProtocol: isProtocol)
        case .unknown: return self
        }
    }

    /// Whether a nominal type written in this one, at any depth, has components for which
    /// `matches` is true; read without building anything.
    func containsNamedType(where matches: ([NameComponent]) -> Bool) -> Bool {
        switch self {
        case .named(let components):
            return matches(components) || components.contains { $0.genericArguments.contains { $0.containsNamedType(where: matches) } }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .opaque(let wrapped):
            return wrapped.containsNamedType(where: matches)
        case .metatype(let base, _): return base.containsNamedType(where: matches)
        case .dictionary(let key, let value): return key.containsNamedType(where: matches) || value.containsNamedType(where: matches)
        case .tuple(let elements): return elements.contains { $0.type.containsNamedType(where: matches) }
        case .function(let function):
            if function.parameters.contains(where: { $0.containsNamedType(where: matches) }) { return true }
            if case .typed(let error) = function.throwing, error.containsNamedType(where: matches) { return true }
            return function.result.containsNamedType(where: matches)
        case .composition(let members): return members.contains { $0.containsNamedType(where: matches) }
        case .unknown: return false
        }
    }

    /// Each nominal type written in this one, at any depth, those in a type's generic
    /// arguments before it: `Lazy<Repository<User>>?` gives `User`, `Repository<User>` and
    /// `Lazy<Repository<User>>`.
    var namedTypes: [[NameComponent]] {
        var found: [[NameComponent]] = []
        _ = mappingNames { components in
            found.append(components)
            return .named(components)
        }
        return found
    }
}

/// Prints a description in its canonical spelling.
struct TypeDescriptionPrinter {
    private(set) var text = ""

    mutating func write(_ type: TypeDescription) {
        switch type {
        case .named(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { text += "." }
                text += component.name
                if !component.genericArguments.isEmpty {
                    text += "<"
                    writeList(component.genericArguments)
                    text += ">"
                }
            }
        case .optional(let wrapped):
            writePostfixOperand(wrapped)
            text += "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            writePostfixOperand(wrapped)
            text += "!"
        case .array(let element):
            text += "["
            write(element)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            write(key)
            text += ": "
            write(value)
            text += "]"
        case .tuple(let elements):
            text += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if let label = element.label { text += label + ": " }
                write(element.type)
            }
            text += ")"
        case .function(let function):
            for attribute in function.attributes { text += "@" + attribute + " " }
            text += "("
            writeList(function.parameters)
            text += ")"
            if function.isAsync { text += " async" }
            switch function.throwing {
            case nil: break
            case .any: text += " throws"
            case .typed(let error):
                text += " throws("
                write(error)
                text += ")"
            }
            text += " -> "
            write(function.result)
        case .opaque(let constraint):
            text += "some "
            write(constraint)
        case .composition(let members):
            for (index, member) in members.enumerated() {
                if index > 0 { text += " & " }
                writePostfixOperand(member)
            }
        case .metatype(let base, let isProtocol):
            writePostfixOperand(base)
            text += isProtocol ? ".Protocol" : ".Type"
        case .unknown(let written):
            text += written
        }
    }

    private mutating func writeList(_ types: [TypeDescription]) {
        for (index, type) in types.enumerated() {
            if index > 0 { text += ", " }
            write(type)
        }
    }

    /// A type that a postfix (`?`, `.Type`) or `&` applies to, in parentheses when it
    /// would otherwise bind differently: `(() -> T)?`, `(some P)?`.
    private mutating func writePostfixOperand(_ type: TypeDescription) {
        switch type {
        case .function, .opaque, .composition:
            text += "("
            write(type)
            text += ")"
        default:
            write(type)
        }
    }
}
