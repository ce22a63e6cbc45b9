/// Which types are known to be `Sendable`, from the types that were read and the standard
/// library's: an actor, a type isolated to a global actor (under `-default-isolation
/// MainActor`, one that says nothing), a type that declares `Sendable`, a standard value
/// type, and optionals, arrays, dictionaries and tuples of them. A type that was not read
/// is not known to be: values of it are not sent.
struct SendableTypes {
    let table: TypeTable
    let isolation: IsolationInference

    func isKnownSendable(_ type: TypeReference) -> Bool {
        if SendableTypes.standardTypes.contains(type.key) { return true }
        return isKnownSendable(type.description)
    }

    private func isKnownSendable(_ type: TypeDescription) -> Bool {
        switch type {
        case .named(let components):
            if components.count == 1, components[0].genericArguments.isEmpty, SendableTypes.standardTypes.contains(components[0].name) {
                return true
            }
            guard let entry = table.entry(named: components.map(\.name).joined(separator: ".")) else { return false }
            if entry.namesSendable { return true }
            switch isolation.ofType(entry) {
            case .actor, .globalActor: return true
            case .nonisolated, .unspecified: return false
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped):
            return isKnownSendable(wrapped)
        case .dictionary(let key, let value):
            return isKnownSendable(key) && isKnownSendable(value)
        case .tuple(let elements):
            return elements.allSatisfy { isKnownSendable($0.type) }
        case .function(let function):
            return function.attributes.contains("Sendable")
        case .metatype:
            return true
        case .opaque, .composition, .unknown:
            return false
        }
    }

    private static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "URL", "Date", "UUID", "Data", "Decimal", "TimeInterval",
    ]
}
