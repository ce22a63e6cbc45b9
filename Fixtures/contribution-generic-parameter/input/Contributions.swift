import DIKit

/// Instantiated only because a resolver's contributions take `Counter<Visit>`: found by the
/// random programs (soundness seed 77, program 7), where it was reported as bound by nothing
/// (a false `contribution-parameter`).
struct Counter<Event>: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}

    var name: String { "counter of \(Event.self)" }
}

struct Visit {}

protocol StatsResolver: Resolver {
    func contributeDaily(counter: Counter<Visit>) -> String
    func contributeWeekly(counter: Counter<Visit>) -> String
}
