import SwiftDeclarations

/// What the generated extension of a `ResolverDouble` implements for it, besides the methods
/// that change: the resolver's requirements it does not implement itself, each forwarded to
/// the app's conformer it holds, or answered with the property that replaces its type.
struct DoubleConformer: Sendable {
    /// The property that holds a conformer of the doubled resolver (the app's own), where the
    /// providers and contributions the double neither implements nor replaces are forwarded;
    /// `nil` when it holds none.
    var base: String?
    /// The requirements the double implements itself, as `provideTheme()`, `contributeAudit(log:)`.
    var implemented: Set<String>
}

extension ResolverProtocol {
    /// The requirement a conformer implements for a provider or a contribution: its name
    /// and labels, `provideGrinder(model:)`.
    static func requirement(of method: ProviderMethod) -> String {
        "\(method.name)(\(method.parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined()))"
    }

    /// Each type of the generated module that conforms to `ResolverDouble`, read as a resolver
    /// that refines the resolvers it conforms to: its stored properties (their types written)
    /// replace the bindings of their types, nearer than any provider; one that holds a
    /// conformer of a doubled resolver is where the rest of the requirements are forwarded;
    /// `sharedInstances` is its store. What makes it unusable is an `invalid-resolver-double`
    /// error in `diagnostics`, and the double is left out.
    static func readDoubles(from table: TypeTable, resolvers: [ResolverProtocol], diagnostics: inout [Diagnostic]) -> [ResolverProtocol] {
        let byName = Dictionary(resolvers.map { ($0.name, $0) }) { first, _ in first }
        var doubles: [ResolverProtocol] = []
        for entry in table.entries where entry.module == nil && entry.ownDIKitProtocols.contains(.resolverDouble) {
            switch readDouble(entry, in: table, resolvers: byName) {
            case .success(let double): doubles.append(double)
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        return doubles
    }

    private static func readDouble(_ entry: TypeEntry, in table: TypeTable, resolvers: [String: ResolverProtocol]) -> Result<ResolverProtocol, Diagnostic> {
        func problem(_ message: String, at reference: SourceReference? = nil, fix: String) -> Result<ResolverProtocol, Diagnostic> {
            .failure(Diagnostic(.error, id: .invalidResolverDouble, message, at: reference ?? entry.reference, fix: fix))
        }
        guard entry.kind == .struct || entry.kind == .class, !entry.isGeneric else {
            return problem(
                "'\(entry.name)' conforms to 'ResolverDouble', but is not a struct or class that is not generic: its generated "
                    + "extension could not hold the graph", fix: "declare '\(entry.name)' as a struct"
            )
        }
        let doubled = entry.parts.flatMap(\.declaration.inheritance).compactMap { resolvers[bareName(of: $0.text)] }
        guard let primary = doubled.first else {
            return problem(
                "'\(entry.name)' conforms to 'ResolverDouble', but to no resolver protocol: a double stands in for one",
                fix: "declare the resolver it stands in for, as in 'struct \(entry.name): AppResolver, ResolverDouble'"
            )
        }
        if let scope = doubled.first(where: { $0.childScope != nil }) {
            return problem(
                "'\(entry.name)' doubles '\(scope.name)', a scope: a scope's type is generated, made by its parent's method, "
                    + "so a double of it would never be made",
                fix: "double the outermost resolver, '\(scope.childScope!.parentName)'"
            )
        }
        // Names of the resolvers whose conformers implement every requirement of the doubled ones.
        let conformingNames = Set(resolvers.values.filter { candidate in
            let refined = ancestry(of: [candidate], in: resolvers)
            return doubled.allSatisfy { refined.contains($0.name) }
        }.map(\.name))
        /// Whether `type` declares a conformance to one of them: a conformer of the app's.
        func isConformer(_ type: TypeEntry) -> Bool {
            type.parts.flatMap(\.declaration.inheritance).contains { conformingNames.contains(bareName(of: $0.text)) }
        }
        var base: String?
        var replacements: [ProviderMethod] = []
        var declaresStore = false
        for part in entry.parts where part.declaration.kind != .extension {
            for case .variable(let property) in part.declaration.members where !property.isStatic && property.isStored {
                guard let name = property.name else { continue }
                if name == "sharedInstances" {
                    declaresStore = true
                    continue
                }
                let reference = part.reference(at: property.nameOffset)
                guard let typeText = property.type?.text else {
                    return problem(
                        "the type of '\(entry.name).\(name)' is not written: a double's property replaces the binding of its type",
                        at: reference, fix: "write its type as the resolver binds it, as in 'var \(name): any Service = ...'"
                    )
                }
                let type = table.reference(to: typeText, in: entry)
                if let conformer = table.declaredEntry(of: type), isConformer(conformer) {
                    if let base {
                        return problem(
                            "'\(entry.name)' holds two conformers of '\(primary.name)', '\(base)' and '\(name)': the providers it "
                                + "does not implement would be forwarded to which?",
                            at: reference, fix: "keep one of them"
                        )
                    }
                    base = name
                    continue
                }
                replacements.append(ProviderMethod(
                    name: name, signature: "\(entry.name).\(name)", returnType: type, parameters: [], reference: reference,
                    effects: .none, isolation: primary.isolation, asyncExecution: .caller, scope: .unique, distance: 0
                ))
            }
        }
        if let store = primary.instanceStore, !declaresStore {
            return problem(
                "'\(entry.name)' declares no 'sharedInstances': the shared instances of its graph are its own, in its own store",
                fix: "declare 'let sharedInstances = \(store.kind.typeName)()'"
            )
        }
        // Its own methods, and those the extensions of the doubled resolvers (and of what they
        // refine) implement for every conformer.
        var implemented: Set<String> = []
        for part in entry.parts {
            for case .function(let method) in part.declaration.members where method.kind == .function {
                implemented.insert("\(method.name)(\(TypeEntry.labels(of: method)))")
            }
        }
        for name in ancestry(of: doubled, in: resolvers) {
            if let declaration = table.entry(named: name) { implemented.formUnion(implementedMethods(of: declaration).keys) }
        }
        let replacedKeys = Set(replacements.map(\.returnType.key))
        var seenRequirements: Set<String> = []
        var providers: [ProviderMethod] = []
        for provider in doubled.flatMap(\.providers) where seenRequirements.insert(requirement(of: provider)).inserted {
            var inherited = provider
            inherited.distance += 1
            providers.append(inherited)
        }
        var contributions: [Contribution] = []
        for contribution in doubled.flatMap(\.contributions) where seenRequirements.insert(contribution.requirement).inserted {
            var inherited = contribution
            if inherited.method.distance < .max { inherited.method.distance += 1 }
            contributions.append(inherited)
        }
        if base == nil {
            let unanswered = providers.filter { !implemented.contains(requirement(of: $0)) && !replacedKeys.contains($0.returnType.key) }
                .map { requirement(of: $0) }
                + contributions.filter { $0.implementation == nil && !implemented.contains($0.requirement) }.map(\.requirement)
            if let first = unanswered.first {
                // The conformer to suggest: one the files declare, else a placeholder.
                let conformer = table.entries.first { candidate in
                    (candidate.kind == .struct || candidate.kind == .class) && !candidate.ownDIKitProtocols.contains(.resolverDouble)
                        && isConformer(candidate)
                }?.name ?? "AppResolverImpl"
                let listed = unanswered.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                return problem(
                    "'\(entry.name)' neither implements nor replaces \(listed)"
                        + (unanswered.count > 3 ? " (and \(unanswered.count - 3) more)" : "")
                        + ", and holds no conformer of '\(primary.name)' to forward \(unanswered.count == 1 ? "it" : "them") to",
                    fix: "hold the app's conformer, as in 'var app: \(conformer) = \(conformer)()', or implement '\(first)'"
                )
            }
        }
        return .success(ResolverProtocol(
            name: entry.name, providers: providers, contributions: Contribution.ordered(contributions), reference: entry.reference,
            closingBrace: entry.closingBrace, access: entry.access, parents: doubled.map(\.name), isolation: primary.isolation,
            isSendable: doubled.contains(where: \.isSendable), instanceStores: primary.instanceStores, childScope: nil, module: nil,
            replacements: replacements, double: DoubleConformer(base: base, implemented: implemented)
        ))
    }

    /// `AppResolver` of `@MainActor App.AppResolver`.
    private static func bareName(of inherited: String) -> String {
        let type = inherited.split(separator: " ").last.map(String.init) ?? inherited
        return String(type.split(separator: ".").last ?? "")
    }

    /// The names of `resolvers` and of every resolver they refine, at any distance.
    private static func ancestry(of resolvers: [ResolverProtocol], in all: [String: ResolverProtocol]) -> Set<String> {
        var names: Set<String> = []
        var pending = resolvers.map(\.name)
        while let next = pending.popLast() {
            guard names.insert(next).inserted else { continue }
            pending += all[next]?.parents ?? []
        }
        return names
    }

}
