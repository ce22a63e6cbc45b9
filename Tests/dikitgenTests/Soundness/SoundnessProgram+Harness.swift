/// The program's code that `dikitgen` does not read: the resolver's conforming class, the
/// wiring written by hand (a function per type that calls initializers, factory methods and
/// providers directly, in a file of its own), and two runs that resolve every type and print what it holds, one
/// through the generated methods and one through the hand-written wiring.
extension SoundnessProgram {
    var harnessFileName: String { "\(prefix)_Harness.swift" }
    var wiringFileName: String { "\(prefix)_Wiring.swift" }
    var generatedRunFileName: String { "\(prefix)_GeneratedRun.swift" }
    func generatedFileName(_ configuration: CompilerConfiguration) -> String { "\(prefix)_Generated_\(configuration.name).swift" }

    /// The function a batch's `main.swift` calls for each run: it returns the lines printed.
    var generatedRunFunction: String { "\(prefix)_runGenerated" }
    var wiredRunFunction: String { "\(prefix)_runWired" }

    var harnessFile: String {
        var lines = ["import DIKit", ""]
        let conformance = refinement == nil ? resolverName : testResolverName
        lines.append("final class \(implementationName): \(conformance)\(isSendableResolver ? ", Sendable" : "") {")
        lines.append("    let sharedInstances = \(storeTypeName)()")
        for index in types.indices where types[index].kind == .provided && !providersInContainer {
            lines.append("    \(providerDeclaration(of: index, effects: types[index].effects)) {")
            lines.append("        \(providedConstruction(of: index))")
            lines.append("    }")
        }
        for alias in usedAliases {
            lines.append("    func provide\(aliasName(alias))() -> \(aliasName(alias)) { \(Self.aliasPool[alias].value) }")
        }
        for target in contributedTypes {
            for declaration in contributionDeclarations(of: target) { lines.append("    \(declaration) { value }") }
        }
        if let refinement {
            let index = refinement.replaced
            let arguments = types[index].members.enumerated().map { position, member in
                let label = label(of: member, at: position, in: index)
                return "\(label): \(label)"
            } + ["origin: \"provided\""]
            let dependency = ".init(\(arguments.joined(separator: ", ")))"
            let construction = types[index].kind == .initializer
                ? "\(qualifiedName(index))(dependency: \(dependency))"
                : "\(qualifiedName(index)).makeInstance(dependency: \(dependency))"
            lines.append("    \(providerDeclaration(of: index, effects: refinement.effects)) {")
            lines.append("        \(types[index].effects.callMarkers)\(construction)")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The wiring written by hand and the run through it: a file of its own, so that the
    /// generated code can be built without it when Swift rejects it (`mayRace`).
    var wiringFile: String {
        var lines = ["import DIKit"]
        let effects = resolvedEffects
        let parameters = callSiteParameters
        for index in types.indices {
            lines.append("")
            lines += wiring(of: index, effects: effects, parameters: parameters)
        }
        lines.append("")
        lines += run(named: wiredRunFunction) { index, instance in
            let arguments = ["r"] + (instance.map { [$0] } ?? []) + requiredParameters[index].map { "\($0.name): \($0.name)" }
            return "\(prefix)_wire_T\(index)(\(arguments.joined(separator: ", ")))"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The run through the generated methods of the resolver, then of its scope if it has one.
    var generatedRunFile: String {
        var lines = ["import DIKit", ""]
        let resolverRun = hasScope ? "\(generatedRunFunction)Resolver" : generatedRunFunction
        if hasScope {
            let scopeRun = "\(generatedRunFunction)Scope"
            lines += ["func \(generatedRunFunction)() async -> [String] {", "    await \(resolverRun)() + (await \(scopeRun)())", "}", ""]
            lines += run(named: scopeRun, inScope: true) { index, instance in
                generatedCall(of: index, on: "s", instance: instance, parameters: requiredParameters[index].filter { $0.typeName != Self.scopeValue.typeName })
            }
            lines.append("")
        }
        lines += run(named: resolverRun) { index, instance in
            generatedCall(of: index, on: "r", instance: instance, parameters: requiredParameters[index])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `r.resolveP1_T3(label: label)`, or `injectTo`, on `base`.
    private func generatedCall(of index: Int, on base: String, instance: String?, parameters: [Parameter]) -> String {
        let arguments = (instance.map { ["\($0)"] } ?? []) + parameters.map { "\($0.name): \($0.name)" }
        let method = types[index].kind == .property ? "injectTo" : "resolve"
        return "\(base).\(method)\(methodStem(index))(\(arguments.joined(separator: ", ")))"
    }

    // MARK: - Hand-written wiring

    /// `func P1_wire_T3(_ r: P1_Implementation, label: String) async -> P1_T3`, which builds
    /// T3 as the rules say the generated `resolveP1_T3(label:)` does.
    private func wiring(of index: Int, effects: [Effects], parameters: [[Parameter]]) -> [String] {
        let type = types[index]
        let name = qualifiedName(index)
        let instance = type.kind == .property ? ["_ instance: \(name)"] : []
        let declared = parameters[index].map { parameter in
            "\(parameter.name): \(spelled(parameter.typeName))" + (parameter.typeName.hasSuffix("?") ? " = nil" : "")
        }
        let signature = (["_ r: \(implementationName)"] + instance + declared).joined(separator: ", ")
        let result = type.kind == .property ? "" : " -> \(name)"
        // Beside a custom global actor every type says where it runs, and so does this
        // function, as the generated method does (Concurrency.md).
        // So does one whose resolution runs anywhere, which a `@Sendable` closure may call.
        let isolation = attribute(of: resolutionActors[index]).map { $0 + " " } ?? (usesCustomActor || runsAnywhere(index) ? "nonisolated " : "")
        var lines = ["\(isolation)func \(prefix)_wire_T\(index)(\(signature))\(effects[index].specifiers)\(result) {"]
        var body: [String] = []
        for (position, member) in type.members.enumerated() {
            if case .alias(let alias) = member { body.append("let alias\(alias) = r.provide\(aliasName(alias))()") }
            guard let target = member.target else { continue }
            let label = label(of: member, at: position, in: index)
            let arguments = (["r"] + parameters[target].map { "\($0.name): \($0.name)" }).joined(separator: ", ")
            // A closure that hops awaits the target's actor.
            let hopping = if case .closure(let closure) = member { hops(closure) } else { false }
            let markers = hopping ? effects[target].merged(with: Effects(isAsync: true)).callMarkers : effects[target].callMarkers
            let call = "\(markers)\(prefix)_wire_T\(target)(\(arguments))"
            switch member {
            case .closure(let closure):
                let supplied = closure.supplied
                // Its parameters take the names of those they supply, which they shadow; its
                // signature is spelled out when it has parameters or throws an error of one
                // type, which Swift does not infer from the context.
                let signature = supplied.map { "\($0.name): \(spelled($0.typeName))" }.joined(separator: ", ")
                let isTyped = if case .typed = closure.effects.throwing { true } else { false }
                let parameterList = supplied.isEmpty && !isTyped ? "" : "(\(signature))\(closure.effects.specifiers) -> \(qualifiedName(target)) in "
                body.append("let \(label): \(typeText(of: member)) = { \(parameterList)\(call) }")
            case .later(let target, let effects):
                let isTyped = if case .typed = effects.throwing { true } else { false }
                let signature = isTyped ? "()\(effects.specifiers) -> \(qualifiedName(target)) in " : ""
                body.append("let \(label): \(typeText(of: member)) = { \(signature)\(call) }")
            case .lazy:
                body.append("let \(label) = Lazy { \(call) }")
            case .collection(_, let kind):
                // Each contribution is given a value of its own, in the order of their keys.
                let contributionMarkers = (contributionEffects[target] ?? .none).callMarkers
                let elements = contributionNames(of: target).enumerated().map { position, name in
                    body.append("let \(label)_\(position) = \(call)")
                    let element = "\(contributionMarkers)r.\(name)(value: \(label)_\(position))"
                    return kind == .array ? element : "\"\(name)\": \(element)"
                }
                body.append("let \(label): \(typeText(of: member)) = [\(elements.joined(separator: ", "))]")
            default:
                body.append("let \(label) = \(call)")
            }
        }
        let arguments = type.members.enumerated().map { position, member in
            let label = label(of: member, at: position, in: index)
            return "\(label): \(label)"
        }
        let construction: String
        if let refinement, refinement.replaced == index {
            construction = "\(refinement.effects.callMarkers)r.provide\(methodStem(index))(\(arguments.joined(separator: ", ")))"
        } else {
            switch type.kind {
            case .initializer:
                construction = "\(type.effects.callMarkers)\(name)(dependency: .init(\(arguments.joined(separator: ", "))))"
            case .factoryMethod:
                construction = "\(type.effects.callMarkers)\(name).makeInstance(dependency: .init(\(arguments.joined(separator: ", "))))"
            case .provided:
                let receiver = providersInContainer ? containerName : "r"
                construction = "\(type.effects.callMarkers)\(receiver).provide\(methodStem(index))(\(arguments.joined(separator: ", ")))"
            case .initializerParameters:
                construction = "\(type.effects.callMarkers)\(name)(\(arguments.joined(separator: ", ")))"
            case .property:
                construction = "instance.dependency = .init(\(arguments.joined(separator: ", ")))"
            }
        }
        switch type.lifetime {
        // The hand-written wiring makes one at every dependency: what the run prints is the same.
        case .unique, .perResolution:
            lines += (body + [type.kind == .property ? construction : "return \(construction)"]).map { "    " + $0 }
        case .shared, .weakShared:
            let method = type.lifetime == .shared ? "instance" : "weakInstance"
            lines.append("    return \(effects[index].callMarkers)r.sharedInstances.\(method)(of: \(name).self) { ()\(effects[index].specifiers) -> \(name) in")
            lines += (body + ["return \(construction)"]).map { "        " + $0 }
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    // MARK: - Runs

    /// The call-site parameters the runs pass: the optional ones are left to their `nil`.
    private var requiredParameters: [[Parameter]] {
        callSiteParameters.map { $0.filter { !Self.optionalParameterPool.contains($0) } }
    }

    /// A function that returns what each type holds, through a function per type that runs
    /// on the actor its resolution needs: it resolves the type (twice for a class, to print
    /// whether the two are one instance) and summarizes it there. `call` writes the
    /// resolution of a type, given the instance to inject into for a property-injected type.
    ///
    /// A resolver that is not `Sendable` cannot be handed to each type's function, which may
    /// be isolated: each function makes its own then (shared instances are compared within
    /// one function). `inScope`: each function makes the scope `s` from the resolver, with
    /// the scope's value, and its lines start with `scope`.
    private func run(named function: String, inScope: Bool = false, call: (Int, String?) -> String) -> [String] {
        var lines = ["func \(function)() async -> [String] {"]
        if isSendableResolver { lines.append("    let r = \(implementationName)()") }
        lines.append("    var lines: [String] = []")
        for index in types.indices {
            lines.append("    lines += await \(function)_T\(index)(\(isSendableResolver ? "r" : ""))")
        }
        lines.append("    return lines")
        lines.append("}")
        let actors = resolutionActors
        for (index, type) in types.enumerated() {
            let isolation = attribute(of: actors[index]).map { $0 + " " } ?? ""
            lines.append("")
            if isSendableResolver {
                lines.append("\(isolation)func \(function)_T\(index)(_ r: \(implementationName)) async -> [String] {")
            } else {
                // `await`: under Xcode 26's settings the resolver is made on the main actor.
                lines.append("\(isolation)func \(function)_T\(index)() async -> [String] {")
                lines.append("    let r = await \(implementationName)()")
            }
            for parameter in Self.parameterPool + (passesUnsendableParameter ? [Self.unsendableParameter] : []) {
                lines.append("    let \(parameter.name): \(spelled(parameter.typeName)) = \(spelled(parameter.argument))")
            }
            if inScope {
                lines.append("    let s = r.make\(scopeName)(\(Self.scopeValue.name): \(Self.scopeValue.argument))")
            }
            lines.append("    do {")
            let markers = resolvedEffects[index].callMarkers
            if type.kind == .property {
                lines.append("        let v = \(qualifiedName(index))()")
                lines.append("        \(markers)\(call(index, "v"))")
            } else {
                lines.append("        let v = \(markers)\(call(index, nil))")
            }
            let label = inScope ? "scope T\(index)" : "T\(index)"
            lines.append("        var lines = [\"\(label) \" + (await v.summary())]")
            if type.isClass, type.kind != .property {
                lines.append("        let w = \(markers)\(call(index, nil))")
                lines.append("        lines.append(\"\(label) same \\(v === w)\")")
            }
            lines.append("        return lines")
            lines.append("    } catch {")
            lines.append("        return [\"\(inScope ? "scope " : "")T\(index) error \\(error)\"]")
            lines.append("    }")
            lines.append("}")
        }
        return lines
    }

    // MARK: - What the runs print

    /// What the run through the hand-written wiring prints.
    var expectedLines: [String] { expectedLines(inScope: false) }

    /// What the run through the generated code prints: the scope's lines too.
    var expectedGeneratedLines: [String] {
        hasScope ? expectedLines + expectedLines(inScope: true) : expectedLines
    }

    /// In the scope, what needs the scope value's type takes its value.
    private func expectedLines(inScope: Bool) -> [String] {
        var values = Dictionary(uniqueKeysWithValues: (Self.parameterPool + Self.optionalParameterPool + [Self.unsendableParameter]).map { ($0.name, $0.printed) })
        for parameter in Self.parameterPool where inScope && parameter.typeName == Self.scopeValue.typeName {
            values[parameter.name] = Self.scopeValue.printed
        }
        let prefix = inScope ? "scope " : ""
        var lines: [String] = []
        for (index, type) in types.enumerated() {
            lines.append("\(prefix)T\(index) \(expectedSummary(of: index, values: values, builtInScope: inScope && isBuiltInScope(index)))")
            if type.isClass, type.kind != .property { lines.append("\(prefix)T\(index) same \(type.lifetime.isKept)") }
        }
        return lines
    }

    /// What type `index`'s summary prints when its call-site parameters have `values`
    /// (printed, by name): a closure's arguments replace those it supplies. `builtInScope`:
    /// the scope builds it, and resolves its dependencies, each built in the scope or not.
    private func expectedSummary(of index: Int, values: [String: String], builtInScope: Bool = false) -> String {
        func summary(of target: Int, values: [String: String]) -> String {
            expectedSummary(of: target, values: values, builtInScope: builtInScope && isBuiltInScope(target))
        }
        var parts: [String] = types[index].members.map { member in
            switch member {
            case .direct(let target): summary(of: target, values: values)
            case .optional(let target): "?" + summary(of: target, values: values)
            case .closure(let closure):
                "()" + summary(of: closure.target, values: values.merging(closure.supplied.map { ($0.name, $0.closurePrinted) }) { $1 })
            case .later: "later"
            case .lazy(let target): "lazy " + summary(of: target, values: values)
            case .inner(let target): "inner=" + describedName(target)
            case .parameter(let parameter), .optionalParameter(let parameter): "\(parameter.name)=\(values[parameter.name]!)"
            case .alias(let alias): "alias\(alias)=\(Self.aliasPool[alias].printed)"
            case .collection(let target, let kind):
                // The scope makes a collection it contributes to, with its own contribution (whose
                // key sorts last), and one whose contributions need that one at any distance, with
                // the values it builds; any other it takes from the resolver, which makes its elements.
                (kind == .array ? "[" : "map[") + {
                    if builtInScope && scopeContribution == target {
                        Array(repeating: summary(of: target, values: values), count: 3)
                    } else if builtInScope, let extended = scopeContribution, needsCollection(of: extended, from: target) {
                        Array(repeating: summary(of: target, values: values), count: 2)
                    } else {
                        Array(repeating: expectedSummary(of: target, values: values), count: 2)
                    }
                }().joined(separator: ";") + "]"
            }
        }
        if isReplaced(index) { parts.append("origin=provided") }
        return "T\(index){" + parts.joined(separator: ",") + "}"
    }
}
