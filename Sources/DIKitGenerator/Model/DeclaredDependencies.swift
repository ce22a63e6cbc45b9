/// Every dependency the program declares: each `Dependency` property or initializer parameter
/// of the types read, and each parameter of the resolvers' providers and contributions and of
/// the containers' static providers, with the module that declares it (`nil`: the generated
/// module). What asks for a collection of contributions (`ContributedCollections`), a scope's
/// maker (`AskedScopeMakers`) or an instantiation of a generic type (`GenericInstantiations`)
/// is found by one walk of them.
enum DeclaredDependencies {
    static func forEach(
        in injectables: [InjectionStyle: [DIModel.Injectable]], resolvers: [ResolverProtocol], containers: [ProviderContainer],
        _ body: (DependencySlot, ModuleName?) -> Void
    ) {
        for case .success(let type) in injectables.values.joined().map(\.read) {
            for slot in type.dependencies { body(slot, type.entry.module) }
        }
        for resolver in resolvers {
            for provider in resolver.providers { for slot in provider.parameters { body(slot, resolver.module) } }
            for contribution in resolver.contributions { for slot in contribution.method.parameters { body(slot, resolver.module) } }
        }
        for container in containers {
            for provider in container.providers { for slot in provider.method.parameters { body(slot, container.entry.module) } }
        }
    }
}
