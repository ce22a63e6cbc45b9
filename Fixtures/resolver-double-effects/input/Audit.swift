import DIKit

struct Token {
    let value: String
}

struct Account {
    let id: Int
}

struct AuditEntry: InitializerInjectable {
    let token: Token
}

/// An audit log's resolver, whose provider is async, throws and takes a labelled value.
protocol AuditResolver: Resolver {
    func provideToken(for account: Account) async throws -> Token
    func provideAccount() -> Account
}

struct Audit: AuditResolver {
    func provideToken(for account: Account) async throws -> Token { Token(value: "token-\(account.id)") }
    func provideAccount() -> Account { Account(id: 7) }
}

/// Another account, and the app's token provider: forwarded with its label and effects, and
/// the entry still awaits it.
struct AuditDouble: AuditResolver, ResolverDouble {
    var audit: Audit = Audit()
    var account: Account
}
