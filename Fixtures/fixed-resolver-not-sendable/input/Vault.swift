import DIKit

final class Secrets {}

final class KeyStore: Injectable {
    struct Dependency { let secrets: Secrets }
    init(dependency: Dependency) async {}
}

/// On the main actor, it awaits a key store built off it.
@MainActor final class VaultViewModel: Injectable {
    struct Dependency { let keyStore: KeyStore }
    init(dependency: Dependency) {}
}

/// An actor, built from a key store that the resolver resolved.
actor SessionStore: Injectable {
    struct Dependency { let secrets: Secrets }
    init(dependency: Dependency) {}
}

/// Sendable: generated code may send it to the main actor and to an actor.
protocol VaultResolver: Resolver, Sendable {
    func provideSecrets() async throws -> Secrets
}
