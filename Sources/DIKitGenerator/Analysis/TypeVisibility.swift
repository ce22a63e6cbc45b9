/// How far each type is visible, from the levels of the types that were read; a type
/// that was not read (from another module, the standard library) is taken as public.
struct TypeVisibility {
    let table: TypeTable

    /// The narrowest level among the nominal types `type` names.
    func level(of type: TypeReference) -> AccessLevel {
        guard table.semantics.includes(.accessControl) else { return .public }
        return level(of: type.description)
    }

    private func level(of type: TypeDescription) -> AccessLevel {
        switch type {
        case .named(let components):
            let own = table.entry(named: components.map(\.name).joined(separator: "."))?.access ?? .public
            return components.flatMap(\.genericArguments).map(level(of:)).reduce(own, min)
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .opaque(let wrapped):
            return level(of: wrapped)
        case .metatype(let base, _):
            return level(of: base)
        case .dictionary(let key, let value):
            return min(level(of: key), level(of: value))
        case .tuple(let elements):
            return elements.map { level(of: $0.type) }.reduce(.public, min)
        case .function(let function):
            return (function.parameters + [function.result]).map(level(of:)).reduce(.public, min)
        case .composition(let members):
            return members.map(level(of:)).reduce(.public, min)
        case .unknown:
            return .public
        }
    }
}
