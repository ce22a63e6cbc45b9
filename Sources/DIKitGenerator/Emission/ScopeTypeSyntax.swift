/// The type the generated file declares for a scope, which conforms to it and holds its
/// parent, its values and its own store:
///
/// ```swift
/// nonisolated struct SessionResolverScope {
///     var parent: any AppResolver
///     var user: User
///     var sharedInstances = SharedInstanceStore()
/// }
///
/// nonisolated extension SessionResolverScope: SessionResolver {}
/// ```
///
/// `nonisolated`, and so are its conformance and the parent's method that makes one: a
/// scope is made where its maker runs and crosses into no other isolation (under
/// `-default-isolation MainActor` it would be made on the main actor and sent from there).
/// The conformance is declared apart: in the struct's own declaration, each stored property
/// would take the isolation of the requirement it implements, and the memberwise
/// initializer could be neither `nonisolated` nor isolated; in an extension that says
/// nothing, `InferIsolatedConformances` would isolate the conformance to the main actor.
/// Its properties are `var`, which implements a requirement with a setter too.
struct ScopeTypeSyntax: Equatable {
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
        access = resolver.access >= .public ? .public : .internal
        name = ChildScope.typeName(of: resolver.name)
        conformance = resolver.name
        properties = [Property(name: scope.parentProperty, type: scope.parentTypeText)]
            + scope.values.map { Property(name: $0.name, type: $0.type.spelling, isFunction: $0.type.isFunction) }
        if let store = resolver.instanceStore?.kind.typeName {
            properties.append(Property(name: "sharedInstances", type: store, initialValue: "\(store)()"))
        }
    }

    /// The parent's method that makes the scope from its values, `parentAccess` the parent's
    /// access: `func makeSessionResolver(user: User) -> SessionResolverScope`.
    func factory(parentAccess: AccessLevel) -> FunctionSyntax {
        let taken = properties.filter { $0.initialValue == nil }
        let values = taken.dropFirst()
        return FunctionSyntax(
            isolation: .nonisolated, access: min(access, parentAccess >= .public ? .public : .internal),
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
