extension SoundnessProgram {
    /// Program `number` of the run seeded with `seed`: the same on every run and toolchain.
    init(seed: UInt64, number: Int) {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        self.init(prefix: "P\(number)", random: &random)
    }

    /// Between 1 and 8 types; each member, lifetime and effect drawn so that the program
    /// keeps to the rules (`invalidity` is `nil`).
    private init(prefix: String, random: inout SplitMix64) {
        self.prefix = prefix
        types = []
        isSendableResolver = random.chance(30)
        refinement = nil
        declaresStore = random.chance(50)
        let errors = ["\(prefix)_Failure", "\(prefix)_OtherFailure"]
        // Global actors need a Sendable resolver to cross between them; a custom one, types
        // that say where they run (see `isolationInvalidity`).
        let usesActors = random.chance(35)
        let usesCustomActor = usesActors && random.chance(40)
        if usesActors { isSendableResolver = true }

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
            let kind = kinds[random.below(kinds.count)]
            let isClass = kind == .property || random.chance(60)
            var type = TypeSpec(
                kind: kind, isClass: isClass, lifetime: .unique, effects: kind == .property ? .none : drawEffects(),
                placement: [.topLevel, .topLevel, .nested, .extensionConformance][random.below(4)], members: []
            )
            let candidates = types.indices.filter { types[$0].kind != .property }
            let effects = resolvedEffects
            let actors = resolutionActors
            var needed: Isolation?
            for target in random.sample(random.inRange(0...3), from: candidates) {
                let isolated = actors[target] != nil
                // One global actor per method, and none behind a closure or a `Lazy`.
                if let needed, let actor = actors[target], needed != actor { continue }
                switch random.below(6) {
                case 0 where effects[target] == .none && !isolated: type.members.append(.lazy(target))
                case 1 where !isolated:
                    // The closure declares what its target needs, sometimes more.
                    let declared = random.chance(30) ? effects[target].merged(with: drawEffects()) : effects[target]
                    type.members.append(.closure(target, declared))
                case 2:
                    type.members.append(.optional(target))
                    needed = needed ?? actors[target]
                default:
                    type.members.append(.direct(target))
                    needed = needed ?? actors[target]
                }
            }
            if usesActors {
                type.isolation = drawIsolation(for: type, needing: needed, customActor: usesCustomActor, random: &random)
                if kind == .initializer || kind == .factoryMethod, random.chance(20) {
                    (type.isActor, type.isClass, type.isolation) = (true, true, .unspecified)
                    type.members.removeAll { !isSendable($0) }
                }
            }
            for parameter in random.sample(random.inRange(0...2), from: Self.parameterPool) where random.chance(60) {
                type.members.insert(.parameter(parameter), at: random.inRange(0...type.members.count))
            }
            if !usesCustomActor {
                for alias in random.sample(random.inRange(0...1), from: Array(Self.aliasPool.indices)) {
                    type.members.insert(.alias(alias), at: random.inRange(0...type.members.count))
                }
            }
            if random.chance(15) {
                let parameter = Self.optionalParameterPool[random.below(Self.optionalParameterPool.count)]
                type.members.insert(.optionalParameter(parameter), at: random.inRange(0...type.members.count))
            }
            types.append(type)
            let isSharable = callSiteParameters[index].isEmpty && (isSendableResolver || !resolvedEffects[index].isAsync)
            if kind != .property, isSharable, !usesCustomActor, declaresStore, random.chance(40) {
                types[index].lifetime = isClass && random.chance(40) ? .weakShared : .shared
            }
        }
        let replaceable = types.indices.filter(isReplaceable)
        if !replaceable.isEmpty, !usesCustomActor, random.chance(30) {
            let replaced = replaceable[random.below(replaceable.count)]
            refinement = Refinement(replaced: replaced, effects: types[replaced].effects.merged(with: drawEffects()))
            // More effects may reach a `Lazy` or a closure that does not allow them.
            if invalidity != nil { refinement = nil }
        }
    }

    /// Where a type of a program with global actors runs: the actor its dependencies need,
    /// or any when they need none; sometimes it is an `actor`.
    private func drawIsolation(for type: TypeSpec, needing needed: Isolation?, customActor: Bool, random: inout SplitMix64) -> Isolation {
        let isolated: [Isolation] = customActor ? [.mainActor, .customActor] : [.mainActor]
        switch type.kind {
        case .provided:
            return customActor || random.chance(50) ? .nonisolated : .unspecified
        case .initializer, .factoryMethod, .property:
            let choices: [Isolation] = (needed.map { [$0] } ?? isolated) + [.nonisolated] + (customActor ? [] : [.unspecified])
            return choices[random.below(choices.count)]
        }
    }
}
