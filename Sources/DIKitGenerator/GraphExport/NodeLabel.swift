/// What the drawn formats (dot, mermaid) write in a node's box, line by line:
///
///     Barista
///     initializer, unique, @MainActor, async
///     @MainActor resolveBarista(name: String) async throws
///
/// the type; how it is built with its scope, then its isolation and effects when it has
/// any; and the generated method with its global actor, call-site parameters and effects
/// (none when the resolver's graph has errors). Each format escapes the lines its own way.
struct NodeLabel {
    var lines: [String]

    init(_ node: GraphExport.Node) {
        var traits = [NodeLabel.construction(node.construction), node.scope.rawValue]
        switch node.isolation {
        case .unspecified, .nonisolated: break
        case .actor: traits.append("actor")
        case .globalActor(let name): traits.append("@" + name)
        }
        if node.effects.isAsync { traits.append("async") }
        switch node.effects.throwing {
        case nil: break
        case .any: traits.append("throws")
        case .typed(let error): traits.append("throws(\(error.key))")
        }
        lines = [node.typeName, traits.joined(separator: ", ")]
        if let method = node.method {
            let parameters = method.callSiteParameters.map(NodeLabel.parameter).joined(separator: ", ")
            let effects = method.effects.isNone ? "" : " " + method.effects.specifiers
            let actor = method.globalActor.map { "@\($0) " } ?? ""
            lines.append("\(actor)\(method.name)(\(parameters))\(effects)")
        }
    }

    static func construction(_ construction: CheckedGraph.Node.Construction) -> String {
        switch construction {
        case .initializer, .initializerParameters: "initializer"
        case .factoryMethod: "factory method"
        case .provider(let name): "provider \(name)"
        case .scopeValue(let name): "scope value \(name)"
        case .replacement(let name): "replaced by \(name)"
        case .parentScope(let method): "from \(method)"
        case .scopeMaker(let method): "scope made by \(method)"
        case .contributedBinding(let implementation, let replaced):
            "contributed by \(implementation)" + (replaced.isEmpty ? "" : ", replacing " + replaced.joined(separator: ", "))
        case .contributions(let requirements): "contributions " + requirements.joined(separator: ", ")
        case .propertyInjection: "property injection"
        }
    }

    /// `name: Type`, as a call-site parameter is written in a method's signature.
    static func parameter(_ parameter: CallSiteParameter) -> String {
        "\(parameter.name): \(parameter.typeName)"
    }
}
