/// What a ``SharedInstanceStore`` keeps, guarded by its ``TableLock``: the instances kept, by
/// type (``InstanceIndex``), the constructions under way, and what the resolves that wait for
/// one need.
///
/// Part of the store's own allocation, as its lock is: a new store is one allocation, and its
/// index allocates its entries when it keeps its first instance, so that a scope made for one
/// request costs no lock of its own to make, and no system call to use.
@usableFromInline
struct InstanceTable {
    /// The instances kept.
    @usableFromInline var instances = InstanceIndex()
    /// The constructions under way.
    var constructions = Constructions()
    /// Constructions ended (or removed) since the store was made, wrapping: what a sleeping
    /// resolve waits to see change.
    var endedConstructions: UInt = 0
    /// Synchronous resolves waiting for a construction, asleep or about to be.
    var blockedThreads = 0
    /// Where they sleep, made the first time one must.
    var sleepers: Lock?

    init() {}
}
