/// The scopes whose maker some dependency asks for: a closure whose result is the scope's
/// generated type, `(User) -> SessionResolverScope`. Only these scopes' makers are bound
/// (`BindingKind.scopeMaker`), so that a program that asks for none has no method more. A
/// dependency on the scope's type itself asks for nothing: inside the scope it would be a new
/// scope, not the one it is in.
struct AskedScopeMakers {
    /// The keys of the scopes' generated types that are asked for.
    let keys: Set<TypeKey>

    /// No scope's maker is asked for.
    static let none = AskedScopeMakers(keys: [])

    private init(keys: Set<TypeKey>) {
        self.keys = keys
    }

    /// Read from every dependency of `injectables` and every parameter of `resolvers`'
    /// providers and contributions; nothing is read when no resolver is a scope.
    init(resolvers: [ResolverProtocol], injectables: [InjectionStyle: [DIModel.Injectable]]) {
        let makerTypes = Set(resolvers.compactMap { $0.childScope?.maker?.returnType.key })
        guard !makerTypes.isEmpty else {
            self = .none
            return
        }
        var asked: Set<TypeKey> = []
        func record(_ slots: [DependencySlot]) {
            for slot in slots {
                guard case .function(let function) = slot.type.description, makerTypes.contains(function.result.key) else { continue }
                asked.insert(function.result.key)
            }
        }
        for case .success(let type) in injectables.values.joined().map(\.read) { record(type.dependencies) }
        for resolver in resolvers {
            for provider in resolver.providers { record(provider.parameters) }
            for contribution in resolver.contributions { record(contribution.method.parameters) }
        }
        self.init(keys: asked)
    }

    /// Whether a closure asks for the scope that `maker` makes.
    func contains(_ maker: ProviderMethod) -> Bool { keys.contains(maker.returnType.key) }
}
