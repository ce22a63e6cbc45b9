extension SoundnessProgram {
    /// Program `number` of the run seeded with `seed`: the same on every run and toolchain.
    init(seed: UInt64, number: Int) {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        // Drawing keeps to most rules as it goes; a program that breaks one anyway is drawn
        // again, from where the stream is, so that no run is left with invalid programs.
        var program = SoundnessProgram(prefix: "P\(number)", random: &random)
        var draws = 1
        while program.invalidity != nil, draws < 100 {
            program = SoundnessProgram(prefix: "P\(number)", random: &random)
            draws += 1
        }
        self = program
    }

    /// Between 1 and 8 types; each member, lifetime and effect drawn so that the program
    /// keeps to the rules (`invalidity` is `nil`).
    private init(prefix: String, random: inout SplitMix64) {
        self.prefix = prefix
        types = []
        isSendableResolver = random.chance(30)
        refinement = nil
        declaresStore = random.chance(50)
        resolverAccess = random.chance(60) ? .internal : random.chance(60) ? .public : .package
        let errors = ["\(prefix)_Failure", "\(prefix)_OtherFailure"]
        // Global actors need a Sendable resolver to cross between them; a custom one, types
        // that say where they run (see `isolationInvalidity`).
        let usesActors = random.chance(35)
        let usesCustomActor = usesActors && random.chance(40)
        // Mostly; else the compiler and `dikitgen` must agree on what races: beside a
        // resolver that is not `Sendable`, or a call-site parameter that is not.
        mayRace = usesActors && random.chance(30)
        if usesActors { isSendableResolver = !mayRace }
        let passesUnsendable = random.chance(25)
        mayRace = mayRace || passesUnsendable

        func drawEffects() -> Effects {
            var effects = Effects(isAsync: random.chance(25))
            switch random.below(6) {
            case 0: effects.throwing = .untyped
            case 1: effects.throwing = .typed(errors[random.below(2)])
            default: break
            }
            return effects
        }

        let count = min(random.inRange(1...8), random.inRange(1...8))
        for index in 0..<count {
            // Providers are requirements of the resolver protocol, which Xcode 26's settings
            // isolate to the main actor: a program with a custom global actor has none.
            let kinds = usesCustomActor ? Kind.allCases.filter { $0 != .provided } : Kind.allCases
            var kind = kinds[random.below(kinds.count)]
            let isClass = kind == .property || random.chance(60)
            var type = TypeSpec(
                kind: kind, isClass: isClass, lifetime: .unique, effects: kind == .property ? .none : drawEffects(),
                placement: [.topLevel, .topLevel, .nested, .extensionConformance][random.below(4)], members: []
            )
            let candidates = types.indices.filter { types[$0].kind != .property }
            let effects = resolvedEffects
            let actors = resolutionActors
            var needed: Isolation?
            // A generic type's argument is a dependency too: its `Dependency` holds a `Value`.
            let arguments = candidates.filter { types[$0].genericArgument == nil }
            if kind == .initializer || kind == .factoryMethod, !arguments.isEmpty, random.chance(35) {
                let argument = arguments[random.below(arguments.count)]
                type.genericArgument = argument
                type.members.append(.inner(argument))
                needed = actors[argument]
            }
            for target in random.sample(random.inRange(0...3), from: candidates) {
                let isolated = actors[target] != nil
                // One global actor per method, and none behind a closure or a `Lazy`.
                if let needed, let actor = actors[target], needed != actor { continue }
                // A collection of the resolver's contributions of the target: requirements
                // of the resolver, out of a custom global actor's reach under Xcode 26's settings.
                if !usesCustomActor, callSiteParameters[target].isEmpty, visibility(target) >= resolverAccess, random.chance(40) {
                    type.members.append(.collection(target, random.chance(50) ? .array : .map))
                    if contributionEffects[target] == nil {
                        // Half declare effects: `async` or a thrown error, or both.
                        let throwing: [Effects.Throwing] = [.none, .untyped, .typed(errors[random.below(2)])]
                        var effects = random.chance(50) ? Effects(isAsync: random.chance(50), throwing: throwing[random.below(3)]) : .none
                        if effects == .none, random.chance(50) { effects.isAsync = true }
                        contributionEffects[target] = effects
                    }
                    needed = needed ?? actors[target]
                    continue
                }
                switch random.below(6) {
                case 0 where effects[target] == .none && !isolated: type.members.append(.lazy(target))
                case 1 where !isolated || isSendable(.direct(target)), 4 where !isolated || isSendable(.direct(target)):
                    // The closure declares what its target needs, sometimes more, and
                    // sometimes supplies some of its call-site parameters. One of a
                    // `Sendable` type on an actor is `async`, and awaits it there.
                    var declared = effects[target]
                    if isolated { declared.isAsync = true }
                    if random.chance(35) { declared = declared.merged(with: drawEffects()).merged(with: Effects(isAsync: random.chance(50))) }
                    let required = callSiteParameters[target].filter { !Self.optionalParameterPool.contains($0) }
                    let named = random.chance(50)
                    let suppliable = required.filter { parameter in
                        named || callSiteParameters[target].filter { $0.typeName == parameter.typeName }.count == 1
                    }
                    let supplied = random.chance(75) ? random.sample(random.inRange(1...max(1, suppliable.count)), from: suppliable) : []
                    type.members.append(.closure(Closure(target: target, effects: declared, supplied: supplied, named: named)))
                    // One holding a resolver that is not `Sendable` is made where its target runs.
                    if !isSendableResolver, declared.isAsync { needed = needed ?? actors[target] }
                case 2:
                    type.members.append(.optional(target))
                    needed = needed ?? actors[target]
                default:
                    type.members.append(.direct(target))
                    needed = needed ?? actors[target]
                }
            }
            // A provider is as visible as its resolver, so are the types it names.
            let widest = type.members.compactMap(\.target).map(visibility).min() ?? .public
            if kind == .provided, widest < resolverAccess { kind = .initializer; type.kind = kind }
            let access = random.chance(60) ? Access.internal : Access.allCases[random.below(Access.allCases.count)]
            type.access = min(widest, max(access, kind == .provided ? resolverAccess : .internal))
            if !mayRace, random.chance(12), types.filter({ $0.condition != nil }).count < 2 {
                type.condition = Self.conditionPool[random.below(Self.conditionPool.count)]
            }
            if usesActors {
                type.isolation = drawIsolation(for: type, needing: needed, customActor: usesCustomActor, random: &random)
                if kind == .initializer || kind == .factoryMethod, random.chance(20) {
                    (type.isActor, type.isClass, type.isolation) = (true, true, .unspecified)
                    type.members.removeAll { !isSendable($0) }
                }
            } else if kind != .provided, random.chance(40) {
                // Said, though nothing here is isolated: what a `@Sendable` closure may call.
                type.isolation = .nonisolated
            }
            for parameter in random.sample(random.inRange(0...2), from: Self.parameterPool) where random.chance(60) {
                type.members.insert(.parameter(parameter), at: random.inRange(0...type.members.count))
            }
            if !usesCustomActor {
                for alias in random.sample(random.inRange(0...1), from: Array(Self.aliasPool.indices)) {
                    type.members.insert(.alias(alias), at: random.inRange(0...type.members.count))
                }
            }
            if passesUnsendable, random.chance(40) {
                type.members.insert(.parameter(Self.unsendableParameter), at: random.inRange(0...type.members.count))
            }
            if random.chance(15) {
                let parameter = Self.optionalParameterPool[random.below(Self.optionalParameterPool.count)]
                type.members.insert(.optionalParameter(parameter), at: random.inRange(0...type.members.count))
            }
            types.append(type)
            let isSharable = callSiteParameters[index].isEmpty && (isSendableResolver || !resolvedEffects[index].isAsync)
            if kind != .property, isSharable, !usesCustomActor, declaresStore, random.chance(55) {
                types[index].lifetime = isClass && random.chance(60) ? .weakShared : .shared
            }
        }
        instantiateGenericsOrNot()
        addClosuresOfLaterTypes(random: &random)
        isolateClosures(random: &random)
        // A closure may supply a parameter that a conditional type's alternative lacks: then
        // none does, and what that gives call-site parameters no longer is shared or
        // named by a closure of a later type.
        if invalidity != nil {
            for index in types.indices {
                types[index].members = types[index].members.map { member in
                    if case .closure(var closure) = member { closure.supplied = []; return .closure(closure) } else { return member }
                }
            }
            let parameters = callSiteParameters
            for index in types.indices {
                if !parameters[index].isEmpty { types[index].lifetime = .unique }
                types[index].members.removeAll { member in
                    if case .later(let target, _) = member { !parameters[target].isEmpty } else { false }
                }
            }
        }
        let replaceable = types.indices.filter(isReplaceable)
        if !replaceable.isEmpty, !usesCustomActor, random.chance(30) {
            let replaced = replaceable[random.below(replaceable.count)]
            refinement = Refinement(replaced: replaced, effects: types[replaced].effects.merged(with: drawEffects()))
            // More effects may reach a `Lazy` or a closure that does not allow them.
            if invalidity != nil { refinement = nil }
        }
        // A test resolver's replacement does not reach a scope, whose parent is the resolver
        // protocol; a closure that supplies the scope's value supplies nothing in the scope.
        let suppliesScopeValue = types.contains { type in
            type.members.contains { member in
                if case .closure(let closure) = member { closure.supplied.contains { $0.typeName == Self.scopeValue.typeName } } else { false }
            }
        }
        hasScope = refinement == nil && !suppliesScopeValue && random.chance(40)
        if hasScope, !contributedTypes.isEmpty, random.chance(90) {
            scopeContribution = contributedTypes[random.below(contributedTypes.count)]
        }
        // Last, once whether the resolver is `Sendable` is settled: only one that is not
        // may keep its instances without locks.
        usesIsolatedStore = declaresStore && !isSendableResolver && random.chance(50)
        // Last, so that no earlier draw moves: one instance per resolution, where it keeps to
        // the rules (`resolutionInvalidity`).
        if !usesActors, !mayRace {
            for index in types.indices where types[index].lifetime == .unique && types[index].kind != .property && random.chance(25) {
                types[index].lifetime = .perResolution
                if invalidity != nil { types[index].lifetime = .unique }
            }
        }
        // Last, so that no earlier draw moves: some types bind a protocol of their own where
        // they are declared, which what depends on them directly names.
        for index in types.indices where types[index].kind.isBuiltByItsOwnInitializer && types[index].genericArgument == nil
            && random.chance(20) {
            types[index].bindsProtocol = true
            if invalidity != nil { types[index].bindsProtocol = false }
        }
        // And the providers may be a container's static methods.
        if types.contains(where: { $0.kind == .provided }), random.chance(30) {
            providersInContainer = true
            if invalidity != nil { providersInContainer = false }
        }
    }

    /// A generic type that no other type names is not instantiated: it becomes a plain type
    /// whose `Value` was its argument.
    private mutating func instantiateGenericsOrNot() {
        for index in types.indices where types[index].genericArgument != nil {
            let isNamed = types.contains { type in
                type.members.contains { member in
                    if case .inner = member { return false }
                    return member.target == index
                }
            }
            guard !isNamed else { continue }
            types[index].genericArgument = nil
            types[index].members = types[index].members.map { member in
                if case .inner(let target) = member { .direct(target) } else { member }
            }
        }
    }

    /// Some closures say where they run: `@MainActor` in a type on the main actor, or
    /// `@Sendable` (see `closureIsolationInvalidity`).
    private mutating func isolateClosures(random: inout SplitMix64) {
        for index in types.indices {
            for position in types[index].members.indices {
                guard case .closure(var closure) = types[index].members[position], random.chance(60) else { continue }
                let wasSendable = isSendableResolver
                for attribute in random.chance(50) ? [ClosureAttribute.sendable, .mainActor] : [.mainActor, .sendable] {
                    closure.attribute = attribute
                    types[index].members[position] = .closure(closure)
                    // A `@Sendable` closure captures the resolver: it is `Sendable` then.
                    if attribute == .sendable { isSendableResolver = true }
                    if invalidity == nil { break }
                    closure.attribute = .none
                    types[index].members[position] = .closure(closure)
                    isSendableResolver = wasSendable
                }
            }
        }
    }

    /// Closures of types made later: a cycle when that type needs this one. The later type
    /// has no call-site parameters and is not isolated; the closure allows its effects.
    private mutating func addClosuresOfLaterTypes(random: inout SplitMix64) {
        let effects = resolvedEffects
        let actors = resolutionActors
        let parameters = callSiteParameters
        for index in types.indices where !types[index].isActor && random.chance(30) {
            let later = types.indices.filter { target in
                target > index && types[target].kind != .property && actors[target] == nil
                    && parameters[target].isEmpty && visibility(target) >= types[index].access
            }
            guard !later.isEmpty else { continue }
            let target = later[random.below(later.count)]
            types[index].members.insert(.later(target, effects[target]), at: random.inRange(0...types[index].members.count))
        }
    }

    /// Where a type of a program with global actors runs: the actor its dependencies need,
    /// or any when they need none; sometimes it is an `actor`.
    private func drawIsolation(for type: TypeSpec, needing needed: Isolation?, customActor: Bool, random: inout SplitMix64) -> Isolation {
        let isolated: [Isolation] = customActor ? [.mainActor, .customActor] : [.mainActor]
        switch type.kind {
        case .provided:
            return customActor || random.chance(50) ? .nonisolated : .unspecified
        case .initializer, .factoryMethod, .property, .initializerParameters:
            let choices: [Isolation] = (needed.map { [$0] } ?? isolated) + [.nonisolated] + (customActor ? [] : [.unspecified])
            return choices[random.below(choices.count)]
        }
    }
}
