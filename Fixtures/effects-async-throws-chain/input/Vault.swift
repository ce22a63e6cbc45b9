import DIKit

/// Effects on every kind of binding: an async throws provider, an async initializer, a
/// factory method with a typed error, and types that need them at any distance.
protocol VaultResolver: Resolver {
    func provideSecrets() async throws -> Secrets
}

struct Secrets {
    let apiKey: String
}

enum DatabaseError: Error {
    case locked(path: String)
}

/// `async`, and needs an `async throws` provider: `resolveKeyStore() async throws`.
final class KeyStore: Injectable {
    struct Dependency {
        let secrets: Secrets
    }

    let fingerprint: String

    init(dependency: Dependency) async {
        await Task.yield()
        fingerprint = String(dependency.secrets.apiKey.prefix(3))
    }
}

/// A typed error: `resolveDatabase(path:) throws(DatabaseError)`.
struct Database: FactoryMethodInjectable {
    struct Dependency {
        let path: String
    }

    let path: String

    static func makeInstance(dependency: Dependency) throws(DatabaseError) -> Database {
        guard !dependency.path.hasSuffix(".lock") else { throw .locked(path: dependency.path) }
        return Database(path: dependency.path)
    }
}

/// Needs the typed-throwing factory only: keeps its error type.
struct UserRepository: Injectable {
    struct Dependency {
        let database: Database
    }

    let database: Database

    init(dependency: Dependency) {
        database = dependency.database
    }
}

/// Throws the same error type as what it needs: still `throws(DatabaseError)`.
struct AuditLog: Injectable {
    struct Dependency {
        let database: Database
    }

    init(dependency: Dependency) throws(DatabaseError) {}
}

/// A typed error nested in the type: generated code names it `Ledger.Failure`.
struct Ledger: Injectable {
    enum Failure: Error {
        case empty
    }

    struct Dependency {}

    init(dependency: Dependency) throws(Failure) {}
}

/// Two error types below it: plain `throws`.
struct Reconciler: Injectable {
    struct Dependency {
        let ledger: Ledger
        let auditLog: AuditLog
    }

    init(dependency: Dependency) {}
}

/// `throws(Never)` cannot throw: no effect.
struct Clock: Injectable {
    struct Dependency {}

    init(dependency: Dependency) throws(Never) {}
}

/// Async through `KeyStore`, throwing through both: `async throws`, untyped.
struct AccountService: Injectable {
    struct Dependency {
        let keyStore: KeyStore
        let users: UserRepository
        let clock: Clock
    }

    let summary: String

    init(dependency: Dependency) {
        summary = "key \(dependency.keyStore.fingerprint)…, users in \(dependency.users.database.path)"
    }
}

/// Property injection of an effectful dependency: `injectToAccountScreen` is `async throws`.
final class AccountScreen: PropertyInjectable {
    struct Dependency {
        let service: AccountService
    }

    var dependency: Dependency!
}
