/// The problems of a resolver's store of shared instances: two kinds of store declared for
/// one resolver (`conflicting-instance-stores`), and a store without locks in a resolver
/// that may be shared across threads (`isolated-store-in-sendable-resolver`).
struct InstanceStoreDiagnostics {
    let resolverName: String
    let stores: [InstanceStore]
    let isSendable: Bool

    func diagnostics() -> [Diagnostic] {
        guard let store = stores.first else { return [] }
        if let other = stores.first(where: { $0.kind != store.kind }) {
            return [conflict(between: store, and: other)]
        }
        guard store.kind == .isolated, isSendable else { return [] }
        return [Diagnostic(
            .error, id: .isolatedStoreInSendableResolver,
            "'\(resolverName)' is Sendable, but keeps its shared instances in an 'IsolatedInstanceStore', "
                + "which has no lock and cannot be shared across threads",
            at: store.reference,
            fix: "declare 'var sharedInstances: SharedInstanceStore { get }', which is thread-safe, "
                + "or drop 'Sendable' from '\(resolverName)' to use it from one isolation"
        )]
    }

    /// Generated code reads one `sharedInstances`; a conformer cannot give it two types.
    private func conflict(between store: InstanceStore, and other: InstanceStore) -> Diagnostic {
        Diagnostic(
            .error, id: .conflictingInstanceStores,
            "'\(resolverName)' declares 'sharedInstances' as both '\(store.kind.typeName)' and '\(other.kind.typeName)'",
            at: store.reference,
            notes: [.init("'sharedInstances' is declared as '\(other.kind.typeName)' here", at: other.reference)],
            fix: "declare one type of store for 'sharedInstances' in '\(resolverName)' and the protocols it refines"
        )
    }
}
