import DIKit

func audit() async throws {
    print(try await Audit().resolveAuditEntry().token.value, try await AuditDouble(account: Account(id: 9)).resolveAuditEntry().token.value)
}
try await audit()
