/// The type the generated file declares for a scope, which conforms to it and holds its
/// parent, its values and its own store:
///
/// ```swift
/// @MainActor struct SessionResolverScope: SessionResolver {
///     var parent: any AppResolver
///     var user: User
///     var sharedInstances = SharedInstanceStore()
/// }
/// ```
///
/// Its properties are `var`, which implements a requirement with a setter as well.
struct ScopeTypeSyntax: Equatable {
    var isolation: FunctionIsolation
    var access: AccessLevel
    var name: String
    var conformance: String
    var properties: [Property]

    struct Property: Equatable {
        var name: String
        var type: String
        /// The value it starts with; `nil` for one the memberwise initializer takes.
        var initialValue: String?
        /// Whether it holds a closure, which the factory takes `@escaping`.
        var isFunction = false
    }
}

extension ScopeTypeSyntax {
    /// The type of `scope`, declared by the resolver `resolver`.
    init(scope: ChildScope, resolver: ResolverProtocol) {
        isolation = switch resolver.isolation {
        case .globalActor(let actor): .globalActor(actor)
        case .nonisolated: .nonisolated
        case .unspecified, .actor: .unspecified
        }
        access = resolver.access >= .public ? .public : .internal
        name = ChildScope.typeName(of: resolver.name)
        conformance = resolver.name
        properties = [Property(name: scope.parentProperty, type: scope.parentTypeText)]
            + scope.values.map { Property(name: $0.name, type: $0.type.spelling, isFunction: $0.type.isFunction) }
        if resolver.hasSharedInstanceStore {
            properties.append(Property(name: "sharedInstances", type: "SharedInstanceStore", initialValue: "SharedInstanceStore()"))
        }
    }

    /// The parent's method that makes the scope from its values, `parentAccess` the parent's
    /// access: `func makeSessionResolver(user: User) -> SessionResolverScope`.
    func factory(parentAccess: AccessLevel) -> FunctionSyntax {
        let taken = properties.filter { $0.initialValue == nil }
        let values = taken.dropFirst()
        return FunctionSyntax(
            isolation: isolation, access: min(access, parentAccess >= .public ? .public : .internal),
            name: ChildScope.factoryName(of: conformance),
            parameters: values.map { value in
                ParameterSyntax(name: value.name, type: value.isFunction ? "@escaping " + value.type : value.type)
            },
            returnType: name,
            body: [.return(.call(
                callee: .name(name),
                arguments: [.init(label: taken[0].name, value: .identifier("self"))]
                    + values.map { .init(label: $0.name, value: .identifier($0.name)) }
            ))]
        )
    }
}
