/// The scopes whose maker some dependency asks for: a closure whose result is the scope's
/// generated type, `(User) -> SessionResolverScope`, or its protocol, `(User) -> any
/// SessionResolver`. Only these scopes' makers are bound
/// (`BindingKind.scopeMaker`), so that a program that asks for none has no method more. A
/// dependency on the scope's type itself asks for nothing: inside the scope it would be a new
/// scope, not the one it is in.
struct AskedScopeMakers {
    /// The keys of the scopes' generated types and protocols that are asked for.
    let keys: Set<TypeKey>

    /// No scope's maker is asked for.
    static let none = AskedScopeMakers(keys: [])

    private init(keys: Set<TypeKey>) {
        self.keys = keys
    }

    /// Read from every dependency of `injectables` and every parameter of `resolvers`'
    /// providers and contributions and `containers' providers; nothing is read when no resolver
    /// is a scope.
    init(resolvers: [ResolverProtocol], containers: [ProviderContainer], injectables: [InjectionStyle: [DIModel.Injectable]]) {
        let makerTypes = Set(resolvers.lazy.compactMap(\.childScope).flatMap(\.makers).map(\.returnType.key))
        guard !makerTypes.isEmpty else {
            self = .none
            return
        }
        var asked: Set<TypeKey> = []
        DeclaredDependencies.forEach(in: injectables, resolvers: resolvers, containers: containers) { slot, _ in
            if case .function(let function) = slot.type.description, makerTypes.contains(function.result.key) {
                asked.insert(function.result.key)
            }
        }
        self.init(keys: asked)
    }

    /// Whether a closure asks for the scope that `maker` makes.
    func contains(_ maker: ProviderMethod) -> Bool { keys.contains(maker.returnType.key) }
}
