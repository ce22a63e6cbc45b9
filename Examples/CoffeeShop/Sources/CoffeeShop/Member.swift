import DIKit

/// A loyalty member, known only once they sign in at the counter.
struct Member {
    let name: String
}

/// A member's stamp card: `SharedInstance`, and it needs the `Member`, which only a
/// `MemberResolver` knows, so each signed-in member's scope keeps a card of its own.
@MainActor final class StampCard: Injectable, SharedInstance {
    struct Dependency {
        let member: Member
        let book: OrderBook
    }

    private let dependency: Dependency
    private(set) var stamps = 0

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    func stamp(_ drink: String) {
        stamps += 1
        dependency.book.record("\(drink) for \(dependency.member.name), stamp \(stamps)")
    }
}

/// A scope of the shop: its `shop` property names its parent, and `member` is the value
/// it is made with. `dikitgen` generates `MemberResolverScope` and the shop's
/// `makeMemberResolver(member:)`; the scope takes the shop's bindings (one `OrderBook` for
/// the whole shop) and keeps its own `StampCard`.
protocol MemberResolver: Resolver, Sendable {
    var shop: any ShopResolver { get }
    var member: Member { get }
    var sharedInstances: SharedInstanceStore { get }
}

/// A member on a training day: a scope of `TrainingResolver`, which the training day's
/// resolver makes (`makeTrainingMemberResolver(member:)`), so that its grinder is the
/// training one. (A `MemberResolver` made from it would call `ShopResolver`'s methods: its
/// parent property names `ShopResolver`.)
protocol TrainingMemberResolver: Resolver, Sendable {
    var shop: any TrainingResolver { get }
    var member: Member { get }
    var sharedInstances: SharedInstanceStore { get }
}
