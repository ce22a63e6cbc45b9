/// `dikitgen graph --format json`: the graphs as one JSON document, version 1, described
/// in the documentation (SeeingTheGraph.md). Every member is always present, `null` when it has
/// no value, in the order written here; resolvers and nodes come in `GraphExport`'s order,
/// dependencies in declaration order, so the same sources always give the same bytes.
enum JSONGraphRenderer {
    /// Raised when a member is changed or removed; adding one keeps it.
    static let version = 1

    static func render(_ export: GraphExport) -> String {
        let document: JSONValue = [
            "version": .integer(version),
            "resolvers": .array(export.resolvers.map(resolver)),
        ]
        return document.description
    }

    static func resolver(_ resolver: GraphExport.Resolver) -> JSONValue {
        [
            "name": .string(resolver.name),
            "inherits": .array(resolver.parentNames.map(JSONValue.string)),
            "scopeOf": resolver.scopeParent.map(JSONValue.string) ?? .null,
            "hasErrors": .bool(resolver.hasErrors),
            "nodes": .array(resolver.nodes.indices.map { node(resolver.nodes[$0], id: $0) }),
        ]
    }

    private static func node(_ node: GraphExport.Node, id: Int) -> JSONValue {
        var provider: String?
        switch node.construction {
        case .provider(let name), .scopeValue(let name), .replacement(let name), .parentScope(let name), .scopeMaker(let name),
             .contributedBinding(let name, _):
            provider = name
        case .contributions(let requirements): provider = requirements.joined(separator: ", ")
        case .initializer, .factoryMethod, .propertyInjection, .initializerParameters: break
        }
        var globalActor: String?
        if case .globalActor(let name) = node.isolation { globalActor = name }
        let isolation = switch node.isolation {
        case .unspecified, .nonisolated: "nonisolated"
        case .actor: "actor"
        case .globalActor: "global-actor"
        }
        return .object([
            ("id", .integer(id)),
            ("type", .string(node.typeName)),
            ("key", .string(node.key)),
            ("construction", .string(construction(node.construction))),
            ("provider", JSONValue(provider)),
            ("method", node.method.map(method) ?? .null),
            ("scope", .string(node.scope.rawValue)),
            ("isolation", .string(isolation)),
            ("globalActor", JSONValue(globalActor)),
            ("async", .bool(node.effects.isAsync)),
            ("throws", .bool(node.effects.throwing != nil)),
            ("thrownType", JSONValue(thrownType(node.effects))),
            ("onCycle", .bool(node.isOnCycle)),
        ] + replaced(node.construction) + place(node.reference) + [
            ("dependencies", .array(node.dependencies.map(dependency))),
        ])
    }

    /// `"replaces"`, the types whose bindings a contributed binding replaced: only for one
    /// that replaced some, so other nodes keep their fields.
    private static func replaced(_ construction: CheckedGraph.Node.Construction) -> [(String, JSONValue)] {
        guard case .contributedBinding(_, let replaced) = construction, !replaced.isEmpty else { return [] }
        return [("replaces", .array(replaced.map(JSONValue.string)))]
    }

    private static func method(_ method: GraphExport.Method) -> JSONValue {
        [
            "name": .string(method.name),
            "access": .string(access(method.access)),
            "callSiteParameters": .array(method.callSiteParameters.map { ["name": .string($0.name), "type": .string($0.typeName)] }),
            "async": .bool(method.effects.isAsync),
            "throws": .bool(method.effects.throwing != nil),
            "thrownType": JSONValue(thrownType(method.effects)),
            "globalActor": JSONValue(method.globalActor),
        ]
    }

    /// A typed error's type; `nil` for none or for any error.
    private static func thrownType(_ effects: Effects) -> String? {
        guard case .typed(let error) = effects.throwing else { return nil }
        return error.canonicalText
    }

    private static func dependency(_ dependency: GraphExport.Dependency) -> JSONValue {
        let supplier = switch dependency.supplier {
        case .node: "node"
        case .callSiteParameter: "call-site-parameter"
        case .defaultValue: "default-value"
        }
        return .object([
            ("name", .string(dependency.name)),
            ("type", .string(dependency.typeName)),
            ("kind", .string(dependency.kind.rawValue)),
            ("supplier", .string(supplier)),
            ("target", JSONValue(dependency.supplier.targetNode)),
            ("onCycle", .bool(dependency.isOnCycle)),
        ] + place(dependency.reference))
    }

    private static func place(_ reference: SourceReference) -> [(key: String, value: JSONValue)] {
        [("path", .string(reference.path)), ("line", .integer(reference.location.line)), ("column", .integer(reference.location.column))]
    }

    private static func construction(_ construction: CheckedGraph.Node.Construction) -> String {
        switch construction {
        case .initializer: "initializer"
        case .factoryMethod: "factory-method"
        case .provider: "provider"
        case .scopeValue: "scope-value"
        case .replacement: "replacement"
        case .parentScope: "parent-scope"
        case .contributions: "contributions"
        case .scopeMaker: "scope-maker"
        case .contributedBinding: "contributed-binding"
        case .propertyInjection: "property-injection"
        case .initializerParameters: "initializer-parameters"
        }
    }

    private static func access(_ level: AccessLevel) -> String { level.modifier ?? "internal" }
}
