/// Makes a failing program smaller while it fails in the same class in the same
/// configuration: it tries each simplification (drop a type, a member, the test resolver; a
/// feature back to its plainest form), keeps the first that still fails, and starts again
/// until none does.
struct SoundnessShrinker {
    var configuration: CompilerConfiguration
    var failureClass: SoundnessFailureClass
    /// Each attempt builds one program: a bound on the time a finding may take.
    var maximumAttempts = 80

    func shrink(_ program: SoundnessProgram) throws -> SoundnessProgram {
        var smallest = program
        var attempts = 0
        var shrinking = true
        while shrinking, attempts < maximumAttempts {
            shrinking = false
            for candidate in smallest.simplifications where candidate.invalidity == nil {
                attempts += 1
                let result = try SoundnessBatch(programs: [candidate], configuration: configuration).check()
                if result.failures[candidate.prefix]?.failureClass == failureClass {
                    smallest = candidate
                    shrinking = true
                    break
                }
                if attempts >= maximumAttempts { break }
            }
        }
        return smallest
    }
}

extension SoundnessProgram {
    /// Programs one step simpler than this one, the largest steps first.
    var simplifications: [SoundnessProgram] {
        var result: [SoundnessProgram] = []
        for index in types.indices.reversed() { result.append(removingType(index)) }
        if refinement != nil {
            var program = self
            program.refinement = nil
            result.append(program)
        }
        if scopeContribution != nil {
            var program = self
            program.scopeContribution = nil
            result.append(program)
        }
        for index in types.indices {
            for position in types[index].members.indices {
                var program = self
                program.types[index].members.remove(at: position)
                result.append(program)
                switch types[index].members[position] {
                case .closure(let closure):
                    program = self
                    program.types[index].members[position] = .direct(closure.target)
                    result.append(program)
                    if !closure.supplied.isEmpty {
                        var plainer = closure
                        plainer.supplied = []
                        program.types[index].members[position] = .closure(plainer)
                        result.append(program)
                    }
                    if closure.attribute != .none {
                        var plainer = closure
                        plainer.attribute = .none
                        program.types[index].members[position] = .closure(plainer)
                        result.append(program)
                    }
                case .inner(let target):
                    program = self
                    program.types[index].genericArgument = nil
                    program.types[index].members[position] = .direct(target)
                    result.append(program)
                default:
                    break
                }
            }
        }
        for index in types.indices {
            func variant(_ change: (inout TypeSpec) -> Void) {
                var program = self
                change(&program.types[index])
                if program.types[index].isClass != types[index].isClass
                    || program.types[index].lifetime != types[index].lifetime
                    || program.types[index].effects != types[index].effects
                    || program.types[index].placement != types[index].placement {
                    result.append(program)
                }
            }
            variant { $0.lifetime = .unique }
            variant { $0.effects = .none }
            variant { $0.placement = .topLevel }
            variant { if $0.kind != .property { $0.isClass = false } }
            if types[index].access != .internal {
                var program = self
                program.types[index].access = .internal
                result.append(program)
            }
            if types[index].condition != nil {
                var program = self
                program.types[index].condition = nil
                result.append(program)
            }
        }
        if resolverAccess != .internal {
            var program = self
            program.resolverAccess = .internal
            result.append(program)
        }
        if isSendableResolver {
            var program = self
            program.isSendableResolver = false
            result.append(program)
        }
        if declaresStore {
            var program = self
            program.declaresStore = false
            program.usesIsolatedStore = false
            result.append(program)
        }
        if usesIsolatedStore {
            var program = self
            program.usesIsolatedStore = false
            result.append(program)
        }
        return result
    }

    /// The program without type `removed`: members that name it go, later types renumber.
    private func removingType(_ removed: Int) -> SoundnessProgram {
        func renumbered(_ index: Int) -> Int { index > removed ? index - 1 : index }
        var program = self
        program.types.remove(at: removed)
        for index in program.types.indices {
            program.types[index].members = program.types[index].members.compactMap { member -> Member? in
                switch member {
                case .direct(let target): return target == removed ? nil : .direct(renumbered(target))
                case .optional(let target): return target == removed ? nil : .optional(renumbered(target))
                case .closure(var closure):
                    if closure.target == removed { return nil }
                    closure.target = renumbered(closure.target)
                    return .closure(closure)
                case .later(let target, let effects): return target == removed ? nil : .later(renumbered(target), effects)
                case .lazy(let target): return target == removed ? nil : .lazy(renumbered(target))
                case .inner(let target): return target == removed ? nil : .inner(renumbered(target))
                case .collection(let target, let kind): return target == removed ? nil : .collection(renumbered(target), kind)
                case .parameter, .optionalParameter, .alias: return member
                }
            }
            // A generic type instantiated with the removed type is no longer generic.
            if let argument = program.types[index].genericArgument {
                program.types[index].genericArgument = argument == removed ? nil : renumbered(argument)
            }
        }
        program.scopeContribution = scopeContribution.flatMap { $0 == removed ? nil : renumbered($0) }
        program.contributionEffects = Dictionary(uniqueKeysWithValues: contributionEffects.compactMap { target, effects in
            target == removed ? nil : (renumbered(target), effects)
        })
        if let refinement {
            program.refinement = refinement.replaced == removed
                ? nil
                : Refinement(replaced: renumbered(refinement.replaced), effects: refinement.effects)
        }
        return program
    }
}
