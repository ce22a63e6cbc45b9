struct Vault: VaultResolver {
    func provideSecrets() async throws -> Secrets {
        await Task.yield()
        return Secrets(apiKey: "k-9f2c")
    }
}

let vault = Vault()
let service = try await vault.resolveAccountService(path: "users.db")
print(service.summary)

let screen = AccountScreen()
try await vault.injectToAccountScreen(screen, path: "screen.db")
print(screen.dependency.service.summary)

do {
    _ = try vault.resolveUserRepository(path: "users.lock")
} catch {
    // `error` is a `DatabaseError`: the typed throw reached the caller with its type.
    switch error {
    case .locked(let path): print("database locked at \(path)")
    }
}
_ = try vault.resolveReconciler(path: "audit.db")
print("reconciled")
