/// The effects a declaration has: `async`, and no error, one error type or any error.
struct Effects: Hashable {
    enum Throwing: Hashable {
        case none
        case typed(String)
        case untyped
    }

    var isAsync = false
    var throwing = Throwing.none

    static let none = Effects()

    /// What a method calling both needs (Concurrency.md): one error type stays typed.
    func merged(with other: Effects) -> Effects {
        let throwing: Throwing = switch (throwing, other.throwing) {
        case (.none, let single), (let single, .none): single
        case (.typed(let first), .typed(let second)) where first == second: .typed(first)
        default: .untyped
        }
        return Effects(isAsync: isAsync || other.isAsync, throwing: throwing)
    }

    /// Whether a closure declared with these effects may call a resolution that has `needed`.
    func allows(_ needed: Effects) -> Bool {
        guard isAsync || !needed.isAsync else { return false }
        switch (throwing, needed.throwing) {
        case (_, .none), (.untyped, _): return true
        case (.typed(let declared), .typed(let thrown)): return declared == thrown
        default: return false
        }
    }

    /// ` async throws(E)`, as written after a parameter list.
    var specifiers: String {
        let throwsText = switch throwing {
        case .none: ""
        case .typed(let error): " throws(\(error))"
        case .untyped: " throws"
        }
        return (isAsync ? " async" : "") + throwsText
    }

    /// `try await `, as written before a call that has these effects.
    var callMarkers: String {
        (throwing == .none ? "" : "try ") + (isAsync ? "await " : "")
    }
}

// MARK: - What the rules derive

extension SoundnessProgram {
    /// The effects of each type's generated method: its own declaration's (or the test
    /// resolver's provider's) merged with those of every member it constructs at once.
    var resolvedEffects: [Effects] {
        var result: [Effects] = []
        for (index, type) in types.enumerated() {
            var effects = refinement.flatMap { $0.replaced == index ? $0.effects : nil } ?? type.effects
            for member in type.members where member.isImmediate {
                effects = effects.merged(with: result[member.target!])
                if case .collection(let target, _) = member { effects = effects.merged(with: contributionEffects[target] ?? .none) }
            }
            result.append(effects)
        }
        return result
    }

    /// The global actor each type's generated method runs on (Concurrency.md): its own,
    /// unless it is an `actor`, whose initializer is not isolated, or else that of a member
    /// it constructs at once. `nil` when it is not isolated.
    var resolutionActors: [Isolation?] {
        var result: [Isolation?] = []
        for type in types {
            let own = type.isolation == .mainActor || type.isolation == .customActor ? type.isolation : nil
            let needed = type.members.filter { isolatesResolution($0) }.compactMap { result[$0.target!] }
            result.append(type.isActor ? needed.first : own ?? needed.first)
        }
        return result
    }

    /// Whether the method that resolves a type with `member` runs where `member`'s target
    /// is resolved: a value it needs now, or, with a resolver that is not `Sendable`, a plain
    /// `async` closure, which holds the resolver and may not take it to another actor
    /// (dikitgen's `MethodIsolation`).
    func isolatesResolution(_ member: Member) -> Bool {
        if member.isImmediate { return true }
        guard !isSendableResolver, case .closure(let closure) = member else { return false }
        return closure.effects.isAsync && closure.attribute == .none
    }

    /// Whether the test resolver's provider, a nonisolated method of the resolver given the
    /// type's dependencies, can build the type: an injectable that is neither on a global
    /// actor nor an actor (whose initializer takes its dependencies `sending`).
    func isReplaceable(_ index: Int) -> Bool {
        let type = types[index]
        return (type.kind == .initializer || type.kind == .factoryMethod) && !type.isActor
            && attribute(of: type.isolation) == nil && resolutionActors[index] == nil
    }

    /// Whether a member is a closure or a `Lazy` that belongs to the isolation that makes it:
    /// neither `@Sendable` nor isolated.
    func isMadeOnItsActor(_ member: Member) -> Bool {
        switch member {
        case .lazy, .later: true
        case .closure(let closure): closure.attribute == .none
        case .parameter, .optionalParameter, .alias, .direct, .optional, .inner, .collection: false
        }
    }

    /// Whether a member's value is `Sendable`, as an actor's dependencies must be, so that
    /// the code that builds them in any isolation can send them to the actor: parameters
    /// but `tally`, aliases of standard types, actors and types on a global actor.
    func isSendable(_ member: Member) -> Bool {
        switch member {
        case .parameter(let parameter), .optionalParameter(let parameter): parameter.isSendable
        case .alias: true
        case .direct(let target), .optional(let target), .inner(let target), .collection(let target, _):
            types[target].isActor || attribute(of: types[target].isolation) != nil
        case .closure, .later, .lazy: false
        }
    }

    /// The narrowest access of the types a reference to the type names: itself and its
    /// generic argument.
    func visibility(_ index: Int) -> Access {
        min(types[index].access, types[index].genericArgument.map(visibility) ?? .public)
    }

    /// Each type's call-site parameters in the generated method's order (DependenciesAndResolvers.md): its own, then each dependency's, recursively, a repeated name once; a
    /// closure's parameters supply theirs (ClosuresLazyAndAssistedConstruction.md). A closure of a
    /// later type adds nothing: that type has no call-site parameters (see `invalidity`).
    var callSiteParameters: [[Parameter]] {
        var result: [[Parameter]] = []
        for (index, type) in types.enumerated() {
            var parameters: [Parameter] = []
            func add(_ parameter: Parameter) {
                if !parameters.contains(parameter) { parameters.append(parameter) }
            }
            for member in type.members {
                if case .parameter(let parameter) = member { add(parameter) }
                if case .optionalParameter(let parameter) = member { add(parameter) }
            }
            for member in type.members {
                guard let target = member.target, target < index else { continue }
                let supplied = if case .closure(let closure) = member { closure.supplied } else { [Parameter]() }
                result[target].filter { !supplied.contains($0) }.forEach(add)
            }
            result.append(parameters)
        }
        return result
    }

    /// The program as the build sees it with every `#if` condition flipped: each conditional
    /// type declared without dependencies, but for its call-site parameters and aliases.
    var inactiveAlternative: SoundnessProgram { alternative(flipping: types.indices.filter { types[$0].condition != nil }) }

    /// The program in every configuration `dikitgen` checks: each combination of its `#if`
    /// conditions, flipped or not.
    var configurations: [SoundnessProgram] {
        let conditional = types.indices.filter { types[$0].condition != nil }
        return (0..<(1 << conditional.count)).map { mask in
            alternative(flipping: conditional.indices.filter { mask & (1 << $0) != 0 }.map { conditional[$0] })
        }
    }

    private func alternative(flipping flipped: [Int]) -> SoundnessProgram {
        var program = self
        for index in flipped { program.types[index].members.removeAll { $0.target != nil } }
        return program
    }

    /// Why the program breaks a rule it must keep to be valid, or `nil`: the generator of
    /// programs keeps to them, the shrinker skips a candidate that does not.
    var invalidity: String? {
        let effects = resolvedEffects
        let parameters = callSiteParameters
        for (index, type) in types.enumerated() {
            if type.lifetime.isKept, !parameters[index].isEmpty { return "T\(index) is shared and has call-site parameters" }
            if type.lifetime == .weakShared, !type.isClass { return "T\(index) is weakly shared and not a class" }
            // Lifetimes.md: in Swift 6 an `async` construction sends the resolver,
            // or what it resolved, off the caller's isolation (even values Swift infers to be
            // `Sendable`, which the generator does not know).
            if type.lifetime.isKept, effects[index].isAsync, !isSendableResolver { return "T\(index) is shared and async, the resolver not Sendable" }
            if type.kind == .property, type.lifetime != .unique { return "T\(index) is property-injected and shared" }
            if let invalidity = resolutionInvalidity(of: index) { return invalidity }
            for member in type.members {
                guard let target = member.target else { continue }
                if case .later = member {
                    if target <= index { return "T\(index)'s closure of a later type names an earlier one" }
                    if !parameters[target].isEmpty { return "T\(index)'s closure of a later type has call-site parameters" }
                } else if target >= index {
                    return "T\(index) depends on a later type"
                }
                if types[target].kind == .property { return "T\(index) depends on the property-injected T\(target)" }
                if visibility(target) < type.access { return "T\(index) names a less visible type" }
                if case .lazy = member, effects[target] != .none { return "T\(index) has a Lazy of T\(target), which has effects" }
                switch member {
                case .closure(let closure):
                    if !closure.effects.allows(effects[target]) { return "T\(index)'s closure does not allow T\(target)'s effects" }
                    if let invalidity = closureIsolationInvalidity(of: closure, in: index) { return invalidity }
                case .later(_, let declared):
                    if !declared.allows(effects[target]) { return "T\(index)'s closure does not allow T\(target)'s effects" }
                default:
                    break
                }
                if case .inner = member, type.genericArgument != target { return "T\(index)'s generic value is not its argument" }
            }
            if let invalidity = genericInvalidity(of: index) { return invalidity }
            if type.kind == .provided, visibility(index) < resolverAccess { return "the provided T\(index) is less visible than its resolver" }
        }
        if let invalidity = multibindingInvalidity { return invalidity }
        if let invalidity = assistedInvalidity { return invalidity }
        if types.filter({ $0.condition != nil }).count > 2 { return "more than two conditional types" }
        // dikitgen checks every combination of `#if` conditions; Swift builds one. What races
        // may differ between them, and the run judges only the one that is built.
        if mayRace, types.contains(where: { $0.condition != nil }) { return "a program that may race has #if alternatives" }
        if let refinement {
            let replaced = types[refinement.replaced]
            if !isReplaceable(refinement.replaced) { return "the test resolver replaces a type its nonisolated provider cannot build" }
            if refinement.effects.merged(with: replaced.effects) != refinement.effects { return "the test provider has fewer effects than the initializer it calls" }
        }
        if !declaresStore, types.contains(where: { $0.lifetime.isKept }) { return "shared types without a store" }
        if usesIsolatedStore, !declaresStore || isSendableResolver { return "an isolated store without a store, or in a Sendable resolver" }
        return isolationInvalidity
    }

    /// Where a `SharedInResolution` type breaks what a resolution can do (Lifetimes.md), or
    /// meets what the program does not model: a `Lazy` or closure of it (an error), a cycle
    /// through closures beside it (its construction may need its own), a closure that is
    /// `@Sendable` or isolated that captures it, a provider a scope would call on its parent,
    /// or isolation and races at all (its `Sendable` checks are the fixtures').
    private func resolutionInvalidity(of index: Int) -> String? {
        let type = types[index]
        for member in type.members {
            switch member {
            case .lazy(let target), .later(let target, _):
                if types[target].lifetime == .perResolution { return "T\(index) defers the SharedInResolution T\(target)" }
            case .closure(let closure):
                if types[closure.target].lifetime == .perResolution { return "T\(index) defers the SharedInResolution T\(closure.target)" }
                if closure.attribute != .none, needsResolutionInstance(closure.target) {
                    return "T\(index)'s closure that is @Sendable or isolated captures a SharedInResolution instance"
                }
            default:
                break
            }
        }
        guard type.lifetime == .perResolution else { return nil }
        if mayRace || types.contains(where: { $0.isActor || $0.isolation == .mainActor || $0.isolation == .customActor }) {
            return "the SharedInResolution T\(index) beside isolated types or races"
        }
        if types.contains(where: { $0.members.contains { if case .later = $0 { true } else { false } } }) {
            return "the SharedInResolution T\(index) beside a cycle through closures"
        }
        if hasScope, types.indices.contains(where: { types[$0].kind == .provided && !types[$0].lifetime.isKept && needsResolutionInstance($0) }) {
            return "a provider that a scope calls on its parent needs the SharedInResolution T\(index)"
        }
        return nil
    }

    /// Whether building type `index` needs a `SharedInResolution` instance, at any depth,
    /// through any member, but not through a shared type, whose construction is a resolution
    /// of its own.
    func needsResolutionInstance(_ index: Int) -> Bool {
        var seen: Set<Int> = []
        var pending = types[index].members.compactMap(\.target)
        while let current = pending.popLast() {
            guard seen.insert(current).inserted, !types[current].lifetime.isKept else { continue }
            if types[current].lifetime == .perResolution { return true }
            pending += types[current].members.compactMap(\.target)
        }
        return false
    }

    /// A contributed type is resolved for its contributions, which the resolver protocol
    /// declares: as visible as the resolver, with no call-site parameter in any
    /// configuration (a collection takes none), not property-injected; an `async`
    /// contribution, which leaves its caller, is given a value it may send.
    private var multibindingInvalidity: String? {
        let actors = resolutionActors
        for target in contributedTypes {
            if types[target].kind == .property { return "T\(target) is contributed and property-injected" }
            if visibility(target) < resolverAccess { return "the contributed T\(target) is less visible than its resolver" }
            if configurations.contains(where: { !$0.callSiteParameters[target].isEmpty }) { return "the contributed T\(target) has call-site parameters" }
            if contributionEffects[target]?.isAsync == true, actors[target] != nil, !isSendable(.direct(target)) {
                return "the async contributions of T\(target) are given values that are not Sendable on an actor"
            }
        }
        if usesCustomActor, !contributedTypes.isEmpty { return "a custom global actor beside contributions" }
        if let scopeContribution, !hasScope || !contributedTypes.contains(scopeContribution) {
            return "the scope contributes to what the resolver does not"
        }
        return nil
    }

    /// A `@MainActor` closure is made and called on the main actor (its type's, where it
    /// is declared), of a target on no other actor; a `@Sendable` one, called anywhere,
    /// needs a `Sendable` resolver and a target whose resolution runs anywhere in every
    /// configuration.
    private func closureIsolationInvalidity(of closure: Closure, in index: Int) -> String? {
        switch closure.attribute {
        case .none:
            return nil
        case .mainActor:
            let holder = types[index]
            if holder.isolation != .mainActor || holder.isActor { return "T\(index) has a @MainActor closure and is not on the main actor" }
            if let actor = resolutionActors[closure.target], actor != .mainActor { return "T\(index)'s @MainActor closure names a type on another actor" }
            return nil
        case .sendable:
            if !isSendableResolver { return "T\(index) has a @Sendable closure and the resolver is not Sendable" }
            return runsAnywhere(closure.target) ? nil : "T\(index)'s @Sendable closure names a type whose resolution may be isolated"
        }
    }

    /// Whether a closure awaits its target's resolution on the target's actor: it is
    /// `async`, says nothing of where it runs, and what it returns is `Sendable`.
    func hops(_ closure: Closure) -> Bool {
        resolutionActors[closure.target] != nil && closure.effects.isAsync && closure.attribute == .none
            && isSendable(.direct(closure.target))
    }

    /// Whether the type's resolution runs anywhere whatever the default isolation: it and
    /// everything it constructs are declared `nonisolated` (or are actors), built by their
    /// own initializers or factory methods, each time, given no closure, `Lazy` or alias
    /// (which would call the resolver's isolated requirements or methods).
    func runsAnywhere(_ index: Int) -> Bool {
        types.indices.filter { reaches(from: index, to: $0) }.allSatisfy { reached in
            let type = types[reached]
            // An extension's members take the module's default isolation.
            return (type.isolation == .nonisolated || type.isActor) && type.kind.isBuiltByItsOwnInitializer
                && type.placement != .extensionConformance
                && !type.lifetime.isKept && !isReplaced(reached)
                && type.members.allSatisfy { member in
                    switch member {
                    case .direct, .optional, .inner, .parameter, .optionalParameter: true
                    // A contribution is a requirement of the resolver, isolated where its protocol is.
                    case .closure, .later, .lazy, .alias, .collection: false
                    }
                }
        }
    }

    /// Whether the scope builds type `index` itself rather than calling the resolver's
    /// method (ChildScope+Providers.swift): a property-injected type, and a type built by
    /// its own initializer that needs the scope's value, or is not kept by a store (unique, or
    /// one per resolution, which the scope's own method makes: Lifetimes.md) and needs, at any
    /// distance, a collection the scope contributes to.
    func isBuiltInScope(_ index: Int) -> Bool {
        let type = types[index]
        if type.kind == .property { return true }
        guard type.kind.isBuiltByItsOwnInitializer else { return false }
        if callSiteParameters[index].contains(where: { $0.typeName == Self.scopeValue.typeName }) { return true }
        guard !type.lifetime.isKept, let extended = scopeContribution else { return false }
        return needsCollection(of: extended, from: index)
    }

    /// Whether resolving `source` calls, at any depth and through any member (a closure or
    /// `Lazy` too), the method of a collection of `element`.
    func needsCollection(of element: Int, from source: Int) -> Bool {
        var seen: Set<Int> = []
        var pending = [source]
        while let index = pending.popLast() {
            guard seen.insert(index).inserted else { continue }
            for member in types[index].members {
                if case .collection(element, _) = member { return true }
                if let target = member.target { pending.append(target) }
            }
        }
        return false
    }

    /// Whether `target` is `source` or is constructed, at any depth, when `source` is.
    func reaches(from source: Int, to target: Int) -> Bool {
        var seen: Set<Int> = []
        var pending = [source]
        while let index = pending.popLast() {
            if index == target { return true }
            guard seen.insert(index).inserted else { continue }
            pending += types[index].members.filter(\.isImmediate).compactMap(\.target)
        }
        return false
    }

    /// A generic type is instantiated once, with an earlier type that is neither generic nor
    /// property-injected, and another type names that instantiation (else nothing asks for
    /// a method to be generated).
    private func genericInvalidity(of index: Int) -> String? {
        guard let argument = types[index].genericArgument else { return nil }
        if ![.initializer, .factoryMethod].contains(types[index].kind) { return "T\(index) is generic and not built by the generator" }
        if argument >= index || types[argument].genericArgument != nil || types[argument].kind == .property {
            return "T\(index)'s generic argument cannot be"
        }
        let isNamed = types.contains { type in
            type.members.contains { member in
                if case .inner = member { return false }
                return member.target == index
            }
        }
        return isNamed ? nil : "T\(index) is generic and nothing names it"
    }

    /// A closure supplies call-site parameters that its target takes in every configuration
    /// of the `#if`s, each once, and by type alone only when no other has that type.
    private var assistedInvalidity: String? {
        for program in configurations {
            let parameters = program.callSiteParameters
            for (index, type) in program.types.enumerated() {
                for member in type.members {
                    guard case .closure(let closure) = member, !closure.supplied.isEmpty else { continue }
                    let (target, supplied) = (closure.target, closure.supplied)
                    if Set(supplied.map(\.name)).count != supplied.count { return "T\(index)'s closure supplies a parameter twice" }
                    for parameter in supplied {
                        if !parameters[target].contains(parameter) || Self.optionalParameterPool.contains(parameter) {
                            return "T\(index)'s closure supplies what T\(target) does not take"
                        }
                        if !closure.named, parameters[target].filter({ $0.typeName == parameter.typeName }).count != 1 {
                            return "T\(index)'s closure supplies an unnamed parameter whose type is not unique"
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Isolation the program keeps to so that its generated code and its wiring can build:
    /// one global actor per method, deferred dependencies of types that are not isolated,
    /// a `Sendable` resolver to cross between actors.
    private var isolationInvalidity: String? {
        let actors = resolutionActors
        let parameters = callSiteParameters
        for (index, type) in types.enumerated() {
            // dikitgen may run the maker of a closure that hops where the closure's target
            // runs (under Xcode 26's settings, the resolver's main actor), where the wiring's
            // function runs where its type says: only one of them then sends what the closure
            // passes, and a parameter that is not `Sendable` cannot go.
            for case .closure(let closure) in type.members where hops(closure) && parameters[closure.target].contains(where: { !$0.isSendable }) {
                return "T\(index)'s closure that hops passes T\(closure.target) a parameter that is not Sendable"
            }
            let own = type.isActor ? nil : attribute(of: type.isolation)
            for member in type.members {
                guard let target = member.target, let needed = actors[target] else { continue }
                if !member.isImmediate {
                    guard case .closure(let closure) = member, hops(closure) || closure.attribute == .mainActor && needed == .mainActor else {
                        return "T\(index) defers T\(target), which is isolated"
                    }
                    if !isolatesResolution(member) { continue }
                }
                if let own, own != attribute(of: needed) { return "T\(index) needs two global actors" }
                if let first = type.members.filter({ isolatesResolution($0) }).compactMap({ actors[$0.target!] }).first, first != needed {
                    return "T\(index) needs two global actors"
                }
            }
            if type.kind == .provided, type.isolation != .unspecified && type.isolation != .nonisolated { return "the provided T\(index) is isolated" }
            // The wiring's values, returned by functions on that actor, stay in its region, and
            // so do the closures and `Lazy` made there (unless `@Sendable` or isolated): Swift 6
            // does not let them be sent to a provider that is async and not isolated (soundness
            // seed 77, program 31).
            if type.kind == .provided, type.effects.isAsync, actors[index] != nil,
               type.members.contains(where: isMadeOnItsActor) || !type.members.filter(\.isImmediate).allSatisfy(isSendable) {
                return "the async provider of T\(index) is given values that are not Sendable on an actor"
            }
            // So do the values of an initializer or factory method, and the closures or `Lazy`
            // made there (unless `@Sendable` or isolated).
            if !mayRace, type.kind.isBuiltByItsOwnInitializer, !type.isActor, type.effects.isAsync, actors[index] != nil,
               attribute(of: type.isolation) == nil,
               type.members.contains(where: isMadeOnItsActor) || !type.members.filter(\.isImmediate).allSatisfy(isSendable) {
                return "T\(index) is async and not isolated, and given values made on an actor that are not Sendable"
            }
            if type.isActor, type.kind != .initializer && type.kind != .factoryMethod || type.isActor && type.isolation != .unspecified {
                return "T\(index) is an actor that cannot be"
            }
            if type.isActor, !type.isClass { return "T\(index) is an actor without reference semantics" }
            // A call-site parameter that is not may go where Swift and `dikitgen` must agree.
            if type.isActor, !type.members.allSatisfy({ isSendable($0) || mayRace && $0 == .parameter(Self.unsendableParameter) }) {
                return "T\(index) is an actor given values that are not Sendable"
            }
        }
        if actors.contains(where: { $0 != nil }), !isSendableResolver, !mayRace { return "isolated methods with a resolver that is not Sendable" }
        // dikitgen gives the methods of a cycle through closures one isolation, even across
        // a closure that hops: more than the model predicts (ClosuresLazyAndAssistedConstruction.md).
        let hasCycles = types.contains { $0.members.contains { if case .later = $0 { true } else { false } } }
        let hasHops = types.contains { $0.members.contains { if case .closure(let closure) = $0 { hops(closure) } else { false } } }
        if hasCycles, hasHops { return "a cycle through closures beside a closure that hops" }
        if usesCustomActor, types.contains(where: { $0.isolation == .unspecified && !$0.isActor }) {
            return "a custom global actor beside types of the default isolation"
        }
        // Under Xcode 26's settings the resolver protocol's requirements (providers, the
        // store) are on the main actor, out of reach of a custom global actor.
        if usesCustomActor, refinement != nil || !usedAliases.isEmpty || types.contains(where: { $0.kind == .provided || $0.lifetime.isKept }) {
            return "a custom global actor beside providers or shared types"
        }
        return nil
    }
}
