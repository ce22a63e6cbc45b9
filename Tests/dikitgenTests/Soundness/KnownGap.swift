/// Combinations the soundness test does not generate yet, because `dikitgen` gets them
/// wrong today. Each switch quotes the failure it avoids; turning it to `false` generates the
/// combination again, which is how a fix is checked.
enum KnownGap {
    /// A test resolver's provider with more effects than the initializer of the type it replaces.
    static let refinedResolverWithDifferentEffects = false
}
