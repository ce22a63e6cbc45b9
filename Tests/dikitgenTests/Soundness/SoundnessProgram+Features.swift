/// The features a program has, by name: what `SoundnessCoverageTests` counts.
extension SoundnessProgram {
    static let allFeatures: [String] = [
        "Injectable", "FactoryMethodInjectable", "PropertyInjectable", "InitializerInjectable", "provider",
        "SharedInstance", "WeakSharedInstance", "SharedInResolution", "ContributesBinding", "ContributesProviders", "struct", "class", "actor",
        "nested type", "extension conformance", "@MainActor", "custom global actor", "nonisolated type",
        "async", "throws", "throws(E)", "direct", "optional", "closure", "closure with effects beyond its target's", "async closure that hops",
        "assisted closure", "assisted closure, named parameters", "@Sendable closure", "@MainActor closure", "closure of a later type", "Lazy",
        "call-site parameter", "optional call-site parameter", "call-site parameter not Sendable", "typealias", "generic type",
        "public type", "package type", "public resolver", "package resolver",
        "active #if clause", "inactive #if clause", "test resolver", "Sendable resolver", "store declared", "isolated store",
        "isolated methods, resolver not Sendable", "scope", "multibinding array", "multibinding map", "contribution with effects", "scope contribution",
    ]

    var features: Set<String> {
        var features: Set<String> = []
        let effects = resolvedEffects
        for type in types {
            switch type.kind {
            case .initializer: features.insert("Injectable")
            case .factoryMethod: features.insert("FactoryMethodInjectable")
            case .property: features.insert("PropertyInjectable")
            case .provided: features.insert("provider")
            case .initializerParameters: features.insert("InitializerInjectable")
            }
            switch type.lifetime {
            case .unique: break
            case .shared: features.insert("SharedInstance")
            case .weakShared: features.insert("WeakSharedInstance")
            case .perResolution: features.insert("SharedInResolution")
            }
            if type.bindsProtocol { features.insert("ContributesBinding") }
            if type.kind == .provided, providersInContainer { features.insert("ContributesProviders") }
            features.insert(type.isActor ? "actor" : type.isClass ? "class" : "struct")
            switch type.placement {
            case .topLevel: break
            case .nested: features.insert("nested type")
            case .extensionConformance: features.insert("extension conformance")
            }
            switch type.isolation {
            case .unspecified: break
            case .mainActor: features.insert("@MainActor")
            case .customActor: features.insert("custom global actor")
            case .nonisolated: features.insert("nonisolated type")
            }
            if type.effects.isAsync { features.insert("async") }
            switch type.effects.throwing {
            case .none: break
            case .untyped: features.insert("throws")
            case .typed: features.insert("throws(E)")
            }
            if type.genericArgument != nil { features.insert("generic type") }
            switch type.access {
            case .internal: break
            case .package: features.insert("package type")
            case .public: features.insert("public type")
            }
            if let condition = type.condition { features.insert(condition.isActive ? "active #if clause" : "inactive #if clause") }
            for member in type.members {
                switch member {
                case .direct, .inner: features.insert("direct")
                case .optional: features.insert("optional")
                case .closure(let closure):
                    features.insert("closure")
                    if closure.effects != effects[closure.target] { features.insert("closure with effects beyond its target's") }
                    if !closure.supplied.isEmpty { features.insert(closure.named ? "assisted closure, named parameters" : "assisted closure") }
                    if hops(closure) { features.insert("async closure that hops") }
                    switch closure.attribute {
                    case .none: break
                    case .sendable: features.insert("@Sendable closure")
                    case .mainActor: features.insert("@MainActor closure")
                    }
                case .later: features.insert("closure of a later type")
                case .lazy: features.insert("Lazy")
                case .parameter(let parameter):
                    features.insert(parameter.isSendable ? "call-site parameter" : "call-site parameter not Sendable")
                case .optionalParameter: features.insert("optional call-site parameter")
                case .alias: features.insert("typealias")
                case .collection(let target, let kind):
                    features.insert(kind == .array ? "multibinding array" : "multibinding map")
                    if contributionEffects[target].map({ $0 != .none }) == true { features.insert("contribution with effects") }
                }
            }
        }
        switch resolverAccess {
        case .internal: break
        case .package: features.insert("package resolver")
        case .public: features.insert("public resolver")
        }
        if refinement != nil { features.insert("test resolver") }
        if isSendableResolver { features.insert("Sendable resolver") }
        if declaresStore { features.insert("store declared") }
        if usesIsolatedStore { features.insert("isolated store") }
        if hasScope { features.insert("scope") }
        if scopeContribution != nil { features.insert("scope contribution") }
        if mayRace, !isSendableResolver, resolutionActors.contains(where: { $0 != nil }) {
            features.insert("isolated methods, resolver not Sendable")
        }
        return features
    }
}
