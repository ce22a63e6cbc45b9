/// Every dependency the program declares: each `Dependency` property or initializer parameter
/// of the types read, and each parameter of the resolvers' providers and contributions and of
/// the containers' static providers. What
/// asks for a collection of contributions (`ContributedCollections`) or a scope's maker
/// (`AskedScopeMakers`) is found by one walk of them.
enum DeclaredDependencies {
    static func forEach(
        in injectables: [InjectionStyle: [DIModel.Injectable]], resolvers: [ResolverProtocol], containers: [ProviderContainer],
        _ body: (DependencySlot) -> Void
    ) {
        for case .success(let type) in injectables.values.joined().map(\.read) { type.dependencies.forEach(body) }
        for resolver in resolvers {
            for provider in resolver.providers { provider.parameters.forEach(body) }
            for contribution in resolver.contributions { contribution.method.parameters.forEach(body) }
        }
        for container in containers {
            for provider in container.providers { provider.method.parameters.forEach(body) }
        }
    }
}
