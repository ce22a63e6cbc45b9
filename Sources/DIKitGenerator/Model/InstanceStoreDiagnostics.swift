/// The problems of a resolver's store of shared instances: two kinds of store declared for
/// one resolver (`conflicting-instance-stores`), and a store without locks where it could be
/// used from several threads at once (`isolated-store-in-sendable-resolver`).
///
/// Each resolver that refines a faulty protocol finds the same fault: the messages name
/// neither resolver, and point at the declarations, so that the generator reports it once.
struct InstanceStoreDiagnostics {
    /// The resolver's stores, its own first (``ResolverProtocol/instanceStores``).
    let stores: [InstanceStore]
    /// Whether the resolver refines `Sendable`.
    let isSendable: Bool
    /// Where its requirements run.
    let isolation: Isolation
    /// Whether it is a scope, whose generated type holds the store.
    let isScope: Bool
    /// An error in Swift 6 mode, a warning in Swift 5 mode, whose compiler does not check
    /// what crosses threads either.
    let raceSeverity: Diagnostic.Severity

    func diagnostics() -> [Diagnostic] {
        guard let store = stores.first else { return [] }
        if let other = stores.first(where: { $0.kind != store.kind }) {
            return [conflict(between: store, and: other)]
        }
        guard store.kind == .isolated, isSendable else { return [] }
        if isScope {
            return [Diagnostic(
                raceSeverity, id: .isolatedStoreInSendableResolver,
                "'sharedInstances' is an 'IsolatedInstanceStore', which is not Sendable, in a Sendable scope: "
                    + "the type generated for the scope could not hold it",
                at: store.reference,
                fix: "declare 'var sharedInstances: SharedInstanceStore { get }', which is thread-safe, or drop 'Sendable' from the scope"
            )]
        }
        // A resolver isolated to a global actor is Sendable, and still used from that actor only,
        // as long as the store is isolated with it.
        guard isolation.globalActor == nil || store.isNonisolated else { return [] }
        return [Diagnostic(
            raceSeverity, id: .isolatedStoreInSendableResolver,
            "'sharedInstances' is an 'IsolatedInstanceStore', which has no lock, in a Sendable resolver "
                + (store.isNonisolated ? "that reads it from any isolation ('nonisolated')" : "that is not isolated to a global actor")
                + ": several threads could use it at once",
            at: store.reference,
            fix: "declare 'var sharedInstances: SharedInstanceStore { get }', which is thread-safe; "
                + "or isolate the resolver to a global actor ('@MainActor'), with 'sharedInstances' not 'nonisolated'; "
                + "or drop 'Sendable'"
        )]
    }

    /// Generated code reads one `sharedInstances`; a conformer cannot give it two types.
    private func conflict(between store: InstanceStore, and other: InstanceStore) -> Diagnostic {
        Diagnostic(
            .error, id: .conflictingInstanceStores,
            "'sharedInstances' is declared as both '\(store.kind.typeName)' and '\(other.kind.typeName)' for one resolver",
            at: store.reference,
            notes: [.init("'sharedInstances' is declared as '\(other.kind.typeName)' here", at: other.reference)],
            fix: "declare one type of store for 'sharedInstances' in the resolver and the protocols it refines"
        )
    }
}
