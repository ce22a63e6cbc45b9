/// Which types are known to be `Sendable`, from the types that were read and the standard
/// library's: an actor, a type isolated to a global actor (under `-default-isolation
/// MainActor`, one that says nothing) but not an existential of an isolated protocol, a
/// type that declares `Sendable`, a struct that Swift
/// makes `Sendable` without a word (see `isImplicitlySendable`), a standard value type, and
/// optionals, arrays, dictionaries and tuples of them. A type that was not read is not known
/// to be: values of it are not sent.
struct SendableTypes: Sendable {
    let table: TypeTable
    let isolation: IsolationInference

    func isKnownSendable(_ type: TypeReference) -> Bool {
        if SendableTypes.standardTypes.contains(type.key.text) { return true }
        return isKnownSendable(type.description, visiting: [])
    }

    /// `visiting`: the structs whose stored properties are being asked about, which are not
    /// known to be `Sendable` while they are (a struct that holds an array of itself).
    private func isKnownSendable(_ type: TypeDescription, visiting: Set<String>) -> Bool {
        switch type {
        case .named(let components):
            if components.count == 1, components[0].genericArguments.isEmpty, SendableTypes.standardTypes.contains(components[0].name) {
                return true
            }
            guard let entry = table.entry(named: components.map(\.name).joined(separator: ".")) else { return false }
            if entry.namesSendable { return true }
            // An existential is Sendable only as its protocol says: a protocol isolated to a
            // global actor makes its conformers Sendable, not `any` of it.
            // `Actor` is Sendable.
            guard entry.kind != .protocol else { return entry.inherits("Actor", of: "_Concurrency") }
            switch isolation.ofType(entry) {
            case .actor, .globalActor: return true
            case .nonisolated, .unspecified: return isImplicitlySendable(entry, visiting: visiting)
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped):
            return isKnownSendable(wrapped, visiting: visiting)
        case .dictionary(let key, let value):
            return isKnownSendable(key, visiting: visiting) && isKnownSendable(value, visiting: visiting)
        case .tuple(let elements):
            return elements.allSatisfy { isKnownSendable($0.type, visiting: visiting) }
        case .function(let function):
            return function.attributes.contains("Sendable")
        case .metatype:
            return true
        case .opaque, .composition, .unknown:
            return false
        }
    }

    /// Whether Swift makes `entry` `Sendable` without its saying so: a struct that is not
    /// `public`, not generic nor nested in a generic type, whose stored instance properties
    /// each have a written type that is known to be `Sendable`, with no property wrapper
    /// (whose storage has another type). Swift 6.3 infers it for such a struct (`internal`
    /// and `package` alike), and not for a `public` or generic one; an enum's cases are not
    /// read, so an enum is not known to be.
    private func isImplicitlySendable(_ entry: TypeEntry, visiting: Set<String>) -> Bool {
        guard entry.kind == .struct, entry.access < .public, !entry.isGeneric, !visiting.contains(entry.name),
              entry.genericEnclosingType == nil, let declaration = entry.primary?.declaration else { return false }
        let visiting = visiting.union([entry.name])
        for case .variable(let property) in declaration.members where property.accessors != .computed
            && !property.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }) {
            guard property.attributes.isEmpty, let type = property.type,
                  isKnownSendable(table.reference(to: type.text, in: entry).description, visiting: visiting) else { return false }
        }
        return true
    }

    private static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "URL", "Date", "UUID", "Data", "Decimal", "TimeInterval",
    ]
}
