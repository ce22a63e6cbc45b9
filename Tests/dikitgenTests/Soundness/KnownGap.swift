/// Combinations the soundness test does not generate yet, because `dikitgen` gets them
/// wrong today. Each switch quotes the failure it avoids; turning it to `false` generates the
/// combination again, which is how a fix is checked.
enum KnownGap {
    /// `typealias P0_Alias0 = String` with its provider, beside call-site parameters and
    /// other aliases of `String`: since main reads typealiases as Swift does, the alias is no
    /// longer a key of its own, as the README's "Type identity" still says:
    /// `'String' has 2 providers in 'P0_Resolver' [duplicate-provider]`, and a call-site
    /// `label: String` or `note: String?` is bound to the alias's provider (the run prints
    /// `note=key` for `note=nil`; the run's `resolveP8_NamespaceT0(label:)`: `argument passed
    /// to call that takes no arguments`).
    static let typealiasDependencies = true

    /// A shared actor, or shared `nonisolated` type, under `-default-isolation MainActor`:
    /// the generated method is `nonisolated` and reads the store, a requirement of the
    /// resolver protocol, which those settings isolate to the main actor:
    /// `main actor-isolated property 'sharedInstances' can not be referenced from a
    /// nonisolated context`.
    static let nonisolatedSharedInstancesUnderMainActorDefault = true
}
