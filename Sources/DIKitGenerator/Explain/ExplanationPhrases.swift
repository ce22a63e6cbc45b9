/// The words of an explanation: each reason, closeness and construction as one phrase.
enum ExplanationPhrases {
    static func location(_ reference: SourceReference) -> String {
        "\(reference.path):\(reference.location.line):\(reference.location.column)"
    }

    /// `Injectable, init(dependency:)` or `provider ShopResolver.provideHTTPClient()`.
    static func construction(_ binding: ExplainedBinding) -> String {
        let how = switch binding.construction {
        case .initializer: "Injectable, \(binding.declaration)(dependency:)"
        case .factoryMethod: "FactoryMethodInjectable, \(binding.declaration).makeInstance(dependency:)"
        case .provider: "provider \(binding.declaration)"
        case .scopeValue: "value the scope is made with, \(binding.declaration)"
        case .replacement: "the double's replacement, \(binding.declaration)"
        case .parentScope: "from the scope's parent, \(binding.declaration)"
        case .scopeMaker: "a new scope, made by \(binding.declaration)"
        case .contributedBinding(let implementation, let replaced):
            "ContributesBinding, \(implementation) as \(binding.typeName)"
                + (replaced.isEmpty ? "" : ", replacing " + replaced.joined(separator: ", "))
        case .contributions(let requirements): "contributions, " + requirements.joined(separator: ", ")
        case .propertyInjection: "PropertyInjectable, injected into"
        case .initializerParameters: "InitializerInjectable, \(binding.declaration).init"
        }
        return binding.effects.isNone ? how : "\(how), \(binding.effects.specifiers)"
    }

    static func reason(_ reason: UnboundReason, typeName: String, resolverName: String?) -> String {
        switch reason {
        case .notDeclared:
            return "'\(typeName)' is not declared in the files read: only a provider can supply it"
        case .notInjectable(let reference):
            return "'\(typeName)' is declared at \(location(reference)) but conforms to no DIKit protocol: "
                + "make it Injectable, or add a provider"
        case .keptButNotBuilt(let lifetime, let reference):
            return "'\(typeName)' is declared at \(location(reference)) and conforms to '\(lifetime)', which says how an "
                + "injectable type is kept, but to no protocol that builds it: make it Injectable, or add a provider"
        case .protocolType(let reference, let conformingTypes):
            let conforming = conformingTypes.isEmpty
                ? "no type read conforms to it"
                : "conforming: \(conformingTypes.map { "'\($0)'" }.joined(separator: ", "))"
            return "'\(typeName)' is a protocol (\(location(reference))): only a provider can supply it; \(conforming)"
        case .propertyInjectable(let reference):
            return "'\(typeName)' is PropertyInjectable (\(location(reference))): resolvers inject into it, they do not build it"
        case .invalidInjectable(let message, let reference):
            return "'\(typeName)' cannot be built: \(message) (\(location(reference)))"
        case .nestedInGenericType(let generic, let reference):
            return "'\(typeName)' is nested in generic '\(generic)' (\(location(reference))): such types are not built"
        case .genericWithoutArguments(let parameters, let reference):
            return "'\(typeName)' is generic (\(location(reference))): only an instantiation such as "
                + "'\(typeName)<\(parameters.joined(separator: ", "))>' with concrete arguments is built"
        case .genericInstantiationFailed(let reference):
            return "'\(typeName)' is an instantiation of a generic injectable (\(location(reference))) that cannot be made: "
                + "see the generic-instantiation error"
        case .keptByScopes(let scopes):
            let names = scopes.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(typeName)' is shared and needs a value only \(scopes.count == 1 ? "scope" : "scopes") \(names) \(scopes.count == 1 ? "binds" : "bind"): "
                + "each such scope keeps its own, and a resolver never sees its scopes' bindings"
        case .keptByDeclaredScope(let scope, let reference):
            return "'\(typeName)' is KeptByScope (\(location(reference))): each '\(scope)' keeps its own, "
                + "and only it and the scopes in it resolve '\(typeName)'"
        case .contributed(let contributions, let element):
            let list = contributions.map { "'\($0.signature)' (\(location($0.reference)))" }.joined(separator: ", ")
            return "'\(element)' is contributed by \(list): the contributions are collected into '[\(element)]' "
                + "(and into a Set or a [String: \(element)] map where one is needed), not bound as one '\(element)'"
        case .collectsContributionsMadeElsewhere(let contributions, let element):
            let list = contributions.map { "'\($0.signature)' (\(location($0.reference)))" }.joined(separator: ", ")
            let resolver = resolverName.map { "'\($0)'" } ?? "this resolver"
            return "'\(typeName)' is collected from the contributions to '\(element)', and \(resolver) has none: "
                + "\(list) \(contributions.count == 1 ? "contributes" : "contribute") in other resolvers"
        case .providedByOtherResolvers(let providers):
            let list = providers.map { "'\($0.signature)' (\(location($0.reference)))" }.joined(separator: ", ")
            return "not visible from '\(resolverName ?? "")': provided by \(list), of a resolver it does not refine"
        }
    }

    static func closeness(_ closeness: NearMatch.Closeness, to typeName: String) -> String {
        switch closeness {
        case .optionality: "differs by optionality"
        case .capitalisation: "differs by capitalisation"
        case .otherScope: "the same name in another scope"
        case .spelling(let distance): distance == 1 ? "1 edit away" : "\(distance) edits away"
        case .conformsToProtocol: "conforms to '\(typeName)'"
        case .protocolOfType: "a protocol '\(typeName)' conforms to"
        }
    }

    /// `near match: 'APIClient?' (differs by optionality), provided by ... , path:line:column`.
    static func nearMatch(_ match: NearMatch, to typeName: String) -> String {
        var text = "near match: '\(match.typeName)' (\(closeness(match.closeness, to: typeName)))"
        if let suppliedBy = match.suppliedBy { text += ", \(suppliedBy)" }
        if let reference = match.reference { text += ", \(location(reference))" }
        return text
    }
}
