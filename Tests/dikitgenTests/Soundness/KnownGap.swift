/// Combinations the soundness test does not generate yet, because `dikitgen` gets them
/// wrong today. Each switch quotes the failure it avoids; turning it to `false` generates the
/// combination again, which is how a fix is checked.
enum KnownGap {
    /// A test resolver's provider with more effects than the initializer of the type it replaces.
    static let refinedResolverWithDifferentEffects = false

    static let typealiasDependencies = false

    /// A shared actor, or shared `nonisolated` type, under `-default-isolation MainActor`:
    /// the generated method is `nonisolated` and reads the store, a requirement of the
    /// resolver protocol, which those settings isolate to the main actor:
    /// `main actor-isolated property 'sharedInstances' can not be referenced from a
    /// nonisolated context`.
    static let nonisolatedSharedInstancesUnderMainActorDefault = true
}
