/// A random program of the crossings test: the features it has (`CrossingFeature`), each a
/// part of one small app, with every name prefixed (`P17_`) so that many programs build
/// together in one set of modules. What its run prints follows from the features alone
/// (`expectedLines`).
struct CrossingProgram: Sendable {
    let prefix: String
    /// Normalized: every feature's requirements are there, and no two that cannot meet.
    let features: Set<CrossingFeature>

    init(prefix: String, features: Set<CrossingFeature>) {
        self.prefix = prefix
        self.features = CrossingProgram.normalized(features)
    }

    /// Program `number` of the run seeded with `seed`: the same on every run and toolchain.
    /// Each feature is drawn in turn, half the time, and kept when what it requires was drawn.
    init(seed: UInt64, number: Int) {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        var drawn: Set<CrossingFeature> = []
        // Unprefixed names allow one program per batch that has them: few have them.
        for feature in CrossingFeature.allCases where random.chance(feature == .standardNames ? 10 : 50) {
            guard feature.requirements.allSatisfy(drawn.contains) else { continue }
            guard !CrossingFeature.exclusions.contains(where: { ($0.0 == feature && drawn.contains($0.1)) || ($0.1 == feature && drawn.contains($0.0)) })
            else { continue }
            drawn.insert(feature)
        }
        self.init(prefix: "P\(number)", features: drawn)
    }

    /// `features` without those whose requirements are missing, and with what a required
    /// collection needs to be non-empty.
    static func normalized(_ features: Set<CrossingFeature>) -> Set<CrossingFeature> {
        var result = features
        var changed = true
        while changed {
            changed = false
            for feature in result where !feature.requirements.allSatisfy(result.contains) {
                result.remove(feature)
                changed = true
            }
        }
        for exclusion in CrossingFeature.exclusions where result.contains(exclusion.0) && result.contains(exclusion.1) {
            result.remove(exclusion.1)
        }
        if result.contains(.requiredCollection), !result.contains(.featureResolver) { result.insert(.appContributes) }
        return result
    }

    func has(_ feature: CrossingFeature) -> Bool { features.contains(feature) }

    /// The program without `feature` and what needs it: a step of shrinking.
    func removing(_ feature: CrossingFeature) -> CrossingProgram {
        var remaining = features
        remaining.remove(feature)
        // A required collection keeps the app's contribution it needs.
        if feature == .appContributes { remaining.remove(.requiredCollection) }
        return CrossingProgram(prefix: prefix, features: remaining)
    }

    /// Every pair of the program's features, each ordered.
    var pairs: [FeaturePair] {
        let sorted = features.sorted()
        return sorted.indices.flatMap { first in sorted[(first + 1)...].map { FeaturePair(sorted[first], $0) } }
    }
}

/// Two features, in order.
struct FeaturePair: Hashable, CustomStringConvertible {
    let first: CrossingFeature
    let second: CrossingFeature

    init(_ first: CrossingFeature, _ second: CrossingFeature) {
        (self.first, self.second) = first < second ? (first, second) : (second, first)
    }

    var description: String { "\(first.rawValue) + \(second.rawValue)" }

    /// Every pair of distinct features that can be in one program.
    static var all: [FeaturePair] {
        let features = CrossingFeature.allCases.sorted()
        return features.indices.flatMap { first in
            features[(first + 1)...].filter { CrossingFeature.canMeet(features[first], $0) }.map { FeaturePair(features[first], $0) }
        }
    }
}

// MARK: - The resolver tree

extension CrossingProgram {
    /// A resolver of the program whose methods the run calls.
    enum Level: String, CaseIterable {
        case app, session, checkout, payment, test, testCheckout

        /// Its parent scope level, or the resolver it refines: what it sees besides its own.
        var parent: Level? {
            switch self {
            case .app: nil
            case .session: .app
            case .checkout: .session
            case .payment: .checkout
            case .test: .app
            case .testCheckout: .test
            }
        }
    }

    /// The levels the program has, parents first.
    var levels: [Level] {
        Level.allCases.filter { level in
            switch level {
            case .app: true
            case .session: has(.scope)
            case .checkout: has(.nestedScope)
            case .payment: has(.thirdScope)
            case .test: has(.testResolver)
            case .testCheckout: has(.testScope)
            }
        }
    }

    /// The level and those it sees, itself first.
    func chain(of level: Level) -> [Level] {
        var chain = [level]
        while let parent = chain.last!.parent { chain.append(parent) }
        return chain
    }

    /// The deepest of the app's scopes.
    var deepestScope: Level? { [.payment, .checkout, .session].first(where: levels.contains) }

    /// Which levels contribute a banner; the feature resolver's is `featureBanner`.
    func contributesBanner(_ level: Level) -> Bool {
        switch level {
        case .app: has(.appContributes)
        case .session: has(.sessionContributes) || (has(.deepestContributes) && deepestScope == .session)
        case .checkout, .payment: has(.deepestContributes) && deepestScope == level
        case .test: has(.testContributes)
        case .testCheckout: false
        }
    }

    /// Which levels contribute a tag.
    func contributesTag(_ level: Level) -> Bool {
        has(.tags) && (level == .app || level == deepestScope)
    }

    /// Whether the level binds `User`, and to whose: the session's value, or the test resolver's provider.
    func userName(at level: Level) -> String? {
        for seen in chain(of: level) {
            if seen == .session { return "session" }
            if seen == .test, has(.testProvidesUser) { return "preview" }
        }
        return nil
    }

    /// Whether the level's resolver protocol declares a store.
    func declaresStore(_ level: Level) -> Bool {
        switch level {
        case .app: has(.sharedClock) && (!has(.featureResolver) || has(.storelessFeature))
        case .test: false
        case .session: has(.scopeStores) || has(.keptInSession)
        case .payment: has(.scopeStores)
        case .checkout: has(.scopeStores) || has(.sharedInScope)
        case .testCheckout: has(.scopeStores) || has(.sharedInScope)
        }
    }

    /// Whether the feature resolver declares the store the app's inherits.
    var featureDeclaresStore: Bool { has(.featureResolver) && has(.sharedClock) && !has(.storelessFeature) }

    /// Whether the app's conformer (and the test resolver's) has a store to give.
    var appHasStore: Bool { declaresStore(.app) || featureDeclaresStore }
}
