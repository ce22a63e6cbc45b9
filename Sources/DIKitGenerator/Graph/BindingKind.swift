/// What builds a node of a resolver's graph, or injects into it: one case for each kind of
/// binding. Generated code, method names, graph export and `explain` read a node's kind, and
/// nothing else says how a value is made.
enum BindingKind: Sendable {
    /// `Injectable`: built with `T(dependency:)`.
    case initializer(InjectableType)
    /// `FactoryMethodInjectable`: built with `T.makeInstance(dependency:)`.
    case factoryMethod(InjectableType)
    /// `InitializerInjectable`: built with its own initializer, `T(a: ..., b: ...)`.
    case initializerParameters(InjectableType)
    /// `PropertyInjectable`: made elsewhere, its `dependency` assigned by an `injectTo`
    /// method. The only kind that binds no type.
    case propertyInjection(InjectableType)
    /// `provideT(...)`, a requirement the resolver's conformer implements.
    indirect case provider(ProviderMethod)
    /// `user`, a property of a scope: a value the scope is made with, read as a provider that
    /// takes nothing.
    indirect case scopeValue(ProviderMethod)
    /// `apiClient`, a stored property of a `ResolverDouble`: a value the double holds in the
    /// place of the binding of its type, read as a provider that takes nothing.
    indirect case replacement(ProviderMethod)
    /// `parent.resolveT(...)`: the method of a scope's parent, reached through the property
    /// named `property`, read as a provider whose parameters are the parent method's
    /// call-site parameters. The parent keeps the value as `lifetime` says; the scope keeps
    /// nothing of it.
    indirect case parentMethod(ProviderMethod, property: String, lifetime: Scope)
    /// `[contributeA(), contributeB()]`: every contribution of the element type, in a
    /// collection of the multibinding's kind; `collector` reads them as one provider, whose
    /// parameters are every contribution's in order.
    indirect case contributions(Multibinding, collector: ProviderMethod)
    /// `makeSessionResolver(user: ...)`: a scope's generated type, made by the parent's
    /// generated method, read as a provider whose parameters are the scope's values. Bound
    /// only where a dependency asks for the type (a maker of the scope, `(User) ->
    /// SessionResolverScope`), in the parent and the scopes below it.
    indirect case scopeMaker(ProviderMethod)
    /// `resolveURLSessionAPIClient()`, returned as the type a `ContributesBinding` type binds
    /// (`any APIClient`): read as a provider that takes the implementation. Boxed, as the
    /// other cases that carry a method are: inline, it would make every node's kind its size.
    indirect case contributedBinding(ContributedBinding)
    /// `NetworkingProviders.provideServerURL()`: a static provider of a `ContributesProviders`
    /// type that the resolver's module sees, read as a provider.
    indirect case containedProvider(ContainedProvider)

    /// The kind that reads `type` as its style says.
    init(_ type: InjectableType) {
        switch type.style {
        case .initializer: self = .initializer(type)
        case .factoryMethod: self = .factoryMethod(type)
        case .initializerParameters: self = .initializerParameters(type)
        case .property: self = .propertyInjection(type)
        }
    }

    /// The injectable type the node's method builds with the type's own initializer or
    /// factory method, or injects into; `nil` for a node a method of the resolver supplies.
    var injectableType: InjectableType? {
        switch self {
        case .initializer(let type), .factoryMethod(let type), .initializerParameters(let type), .propertyInjection(let type): type
        case .provider, .scopeValue, .replacement, .parentMethod, .contributions, .scopeMaker, .contributedBinding, .containedProvider: nil
        }
    }

    /// Whether the declaration that makes the value is called on the resolver (`self`), so
    /// that awaiting it off the caller's actor sends the resolver along: a provider, a scope's
    /// value or maker, a parent's method, the contributions. A type's own initializer or
    /// factory method and a container's static provider are given only what was resolved.
    var isCalledOnTheResolver: Bool {
        switch self {
        case .provider, .scopeValue, .replacement, .parentMethod, .contributions, .scopeMaker, .contributedBinding: true
        case .initializer, .factoryMethod, .initializerParameters, .propertyInjection, .containedProvider: false
        }
    }

    /// The method generated code calls, read as a provider, for a node a method of the
    /// resolver, of its parent or of its contributions supplies; `nil` for an injectable type.
    var providerMethod: ProviderMethod? {
        switch self {
        case .provider(let method), .scopeValue(let method), .replacement(let method), .parentMethod(let method, _, _),
             .contributions(_, let method), .scopeMaker(let method):
            method
        case .contributedBinding(let binding): binding.method
        case .containedProvider(let provider): provider.method
        case .initializer, .factoryMethod, .initializerParameters, .propertyInjection: nil
        }
    }
}
