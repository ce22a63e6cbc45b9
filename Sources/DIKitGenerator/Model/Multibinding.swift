/// A resolver requirement whose name starts with `contribute` and a capital letter,
/// `func contributeAudit(log: Log) -> any Plugin`: the value it returns is one element of
/// every collection of that type the resolver resolves (a multibinding).
struct Contribution: Sendable {
    /// Read as a provider: its parameters are resolved like a provider's, and it has the
    /// effects and isolation it declares. Its return type is the element type.
    var method: ProviderMethod
    /// The method as a conforming type implements it, `contributeAudit(log:)`: one
    /// requirement, however many protocols of a resolver declare it.
    var requirement: String
    /// Its key in a map, `"audit"`: the name after `contribute`, its first word lowercased.
    var key: String
    /// The property path generated code calls it through, `app`: set for a contribution of
    /// a scope's parent, which the scope collects with its own; `nil` for the resolver's own.
    var base: String?
    /// The type that contributes itself where it is declared (`ContributesToCollection`):
    /// `method` takes it and returns it as the element, and the collection holds the value the
    /// resolver resolves for it. `nil` for a resolver's requirement.
    var implementation: TypeKey?

    init(method: ProviderMethod, requirement: String) {
        self.method = method
        self.requirement = requirement
        key = LocalName.lowercasingFirstWord(of: String(method.name.dropFirst(Contribution.prefix.count)))
    }

    /// The contribution `type` declares of itself, read as `method`: listed, and keyed in a
    /// map, by the type's name (`AuditPlugin`, `"auditPlugin"`).
    init(declaredBy type: InjectableType, method: ProviderMethod) {
        self.method = method
        requirement = type.entry.name
        key = LocalName.lowercasingFirstWord(of: type.entry.name)
        implementation = type.type.key
    }

    var element: TypeReference { method.returnType }

    /// The contribution as a scope reaches it through its parent property `property`: run
    /// where reading the property runs, when the property is on a global actor and the
    /// contribution is not.
    func reached(through property: String, isolation: Isolation) -> Contribution {
        var contribution = self
        // A type's own contribution is the value the resolver resolves, not a parent's call.
        guard implementation == nil else { return self }
        contribution.base = base.map { "\(property).\($0)" } ?? property
        if let actor = isolation.globalActor, method.isolation.globalActor == nil {
            contribution.method.isolation = .globalActor(actor)
        }
        return contribution
    }

    static let prefix = "contribute"

    /// `contributions` (the nearest protocols' first) in the documented order, by key then
    /// by requirement (a scope's parent's before its own), each requirement once: the
    /// nearest declaration of it.
    static func ordered(_ contributions: [Contribution]) -> [Contribution] {
        guard !contributions.isEmpty else { return [] }
        var seen: Set<String> = []
        return contributions
            .filter { seen.insert(($0.base ?? "") + "." + $0.requirement).inserted }
            .sorted { first, second in
                if first.key != second.key { return first.key < second.key }
                if first.requirement != second.requirement { return first.requirement < second.requirement }
                // A parent's (reached through a base) before the scope's own.
                return first.base != nil && second.base == nil
            }
    }

    /// Whether a method named `name` is a contribution: `contribute` then a capital letter
    /// (`contributors()` is not one; `contributeÉclair()` is).
    static func isContribution(named name: String) -> Bool {
        guard name.hasPrefix(prefix), let next = name.utf8.dropFirst(prefix.utf8.count).first else { return false }
        if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { return true }
        return next >= 0x80 && name.dropFirst(prefix.count).first?.isUppercase == true
    }
}

/// A collection of every contribution of one element type in a resolver: what a
/// dependency of that collection type receives.
struct Multibinding {
    enum Kind: CaseIterable {
        /// `[E]`, the contributions in order.
        case array
        /// `Set<E>`: the element type must be `Hashable`.
        case set
        /// `[String: E]`, each contribution under its key.
        case map
    }

    var kind: Kind
    /// The contributions, in the documented order: by key, then by signature.
    var contributions: [Contribution]

    /// The key of the element type: every contribution's return type.
    var elementKey: TypeKey { contributions[0].element.key }

    /// The collection type written for element `element`: `[any Plugin]`, `Set<Tag>`,
    /// `[String: any Handler]`, with its key.
    static func collectionType(_ kind: Kind, of element: TypeReference) -> TypeReference {
        switch kind {
        case .array:
            TypeReference(key: TypeDescription.array(element.description).key, spelling: "[\(element.spelling)]")
        case .set:
            TypeReference(
                key: TypeDescription.named([.init("Set", genericArguments: [element.description])]).key,
                spelling: "Set<\(element.spelling)>"
            )
        case .map:
            TypeReference(
                key: TypeDescription.dictionary(key: .simple("String"), value: element.description).key,
                spelling: "[String: \(element.spelling)]"
            )
        }
    }

    /// The collection a dependency of type `type` takes: the type itself, or the one that a
    /// `T?`, `Lazy<T>` or closure wraps; `nil` when it takes none.
    static func collection(takenAs type: TypeReference) -> TakenCollection? {
        let wrapped = DeferredDependency.wrapped(in: type)
        let collection = wrapped.map { TypeReference(key: $0.key, spelling: $0.key.text) } ?? type
        guard let (elementKey, kind) = elementAndKind(of: collection) else { return nil }
        return TakenCollection(key: collection.key, elementKey: elementKey, kind: kind, isOptional: wrapped != nil && wrapped?.deferred == nil)
    }

    struct TakenCollection {
        var key: TypeKey
        var elementKey: TypeKey
        var kind: Kind
        /// Taken as `T?`: passed `nil` where nothing binds it.
        var isOptional: Bool
    }

    /// The element type and kind of a collection type `type` could be: `nil` for any other
    /// type. The standard library's names are read as written, unqualified (`Set`, `String`).
    private static func elementAndKind(of type: TypeReference) -> (elementKey: TypeKey, kind: Kind)? {
        switch type.description {
        case .array(let element): (element.key, .array)
        case .named(let components) where components.count == 1 && components[0].name == "Set"
            && components[0].genericArguments.count == 1:
            (components[0].genericArguments[0].key, .set)
        case .dictionary(key: .named(let components), let value) where components.count == 1 && components[0].name == "String"
            && components[0].genericArguments.isEmpty:
            (value.key, .map)
        default: nil
        }
    }
}
