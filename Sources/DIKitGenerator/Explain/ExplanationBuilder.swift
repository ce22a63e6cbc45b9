extension Generator {
    /// Explains how the type written `type` is built in each resolver of `files`: the
    /// tree of bindings, where each call-site parameter comes from, and why a dependency
    /// nothing supplies is unbound, with near matches. Graphs with errors are explained
    /// too (see `ExplainableProgram`). No file I/O; `Explanation.rendered` is the text.
    public static func explain(_ type: String, in files: [SourceFile], options: GeneratorOptions = GeneratorOptions()) -> Explanation {
        ExplanationBuilder(program: ExplainableProgram(files: files, options: options)).explanation(of: type)
    }
}

/// Makes the explanation of one type from the program's graphs.
struct ExplanationBuilder {
    let program: ExplainableProgram
    private let query: TypeQuery
    private let reasons: UnboundReasons

    init(program: ExplainableProgram) {
        self.program = program
        query = TypeQuery(program: program)
        reasons = UnboundReasons(program: program)
    }

    func explanation(of type: String) -> Explanation {
        let match = query.match(type)
        var result = Explanation(
            query: type, match: match, resolvers: [], reasonsUnknown: [], nearMatches: [], diagnostics: program.diagnostics
        )
        switch match {
        // A match's key is the canonical text of a key the query read or found: read again, it is that key.
        case .exact(let key), .simpleName(_, let key):
            let key = TypeDescriptionReader.read(key).key
            result.resolvers = program.graphs.indices.compactMap { explanation(of: key, inResolver: $0) }
        case .unknown(let key):
            let key = TypeDescriptionReader.read(key).key
            result.reasonsUnknown = reasons.reasons(for: key, inResolver: nil)
            result.nearMatches = nearMatchesInAnyResolver().matches(for: key)
        case .ambiguous:
            break
        }
        return result
    }

    /// How the resolver at `index` supplies `key`, or needs it; `nil` when it does neither.
    private func explanation(of key: TypeKey, inResolver index: Int) -> ResolverExplanation? {
        let graph = program.graphs[index]
        let requesters = dependencies(on: key, in: graph)
        let describer = UnboundDescriber(
            resolverName: graph.resolver.name, resolverIndex: index, reasons: reasons, nearMatches: nearMatchesInResolver(index)
        )
        // Named as the resolver's own run names them: a clashing type's name depends on the module.
        let methodNames = program.checkedGraphs[index]?.names ?? GeneratedMethodNames(graph: graph)
        var builder = BindingTreeBuilder(graph: graph, methodNames: methodNames, describeUnbound: describer.describe)
        var method: ExplainedMethod?
        var unbound: UnboundDependency?
        if let binding = graph.nodeByKey[key] {
            let root = builder.tree(rootedAt: binding)
            let origins = ParameterOrigins.of(graph[binding].dependencies, targets: graph.targets[binding], binding: binding, in: graph)
            let typeName = graph[binding].typeName
            let name = methodNames[binding]
            method = ExplainedMethod(
                name: name,
                signature: "\(name)(\(ExplanationBuilder.parameterList(origins)))"
                    + ExplanationBuilder.effects(program.checkedGraphs[index]?.effects[binding]) + " -> \(typeName)",
                root: root, callSiteParameters: origins
            )
        } else if let injected = graph.ids.first(where: { !graph[$0].bindsType && graph[$0].type.key == key }) {
            let type = graph[injected]
            let root = builder.tree(injectedInto: injected)
            let origins = ParameterOrigins.of(type.dependencies, targets: graph.targets[injected], binding: nil, in: graph)
            let instanceName = LocalNameAllocator.injectedInstanceName(of: key.text, parameterNames: origins.map(\.name))
            let own = "_ \(instanceName): \(type.typeName)"
            let name = methodNames[injected]
            method = ExplainedMethod(
                name: name,
                signature: "\(name)(\(([own] + origins.map(ExplanationBuilder.parameter)).joined(separator: ", ")))"
                    + ExplanationBuilder.effects(program.checkedGraphs[index]?.effects[injected]) + " -> Void",
                root: root, callSiteParameters: origins
            )
        } else if let first = requesters.first {
            unbound = describer.describe(first)
        } else {
            return nil
        }
        let involved = builder.references.union(requesters.map(\.reference))
        return ResolverExplanation(
            resolverName: graph.resolver.name, reference: graph.resolver.reference, method: method,
            requesters: requesters.prefix(ExplanationLimits.requesters).map(ExplainedDependency.init),
            requesterCount: requesters.count, unbound: unbound,
            problems: program.problems[index].filter { ExplanationBuilder.involves($0, involved) }
        )
    }

    /// Every dependency that resolves the type `key` in `graph`, in order: each its binding
    /// resolves, whether as a value, `T?`, `Lazy<T>` or a closure that returns it; when
    /// nothing binds it, those of its type.
    private func dependencies(on key: TypeKey, in graph: ResolverGraph) -> [DependencySlot] {
        guard let binding = graph.nodeByKey[key] else {
            return graph.nodes.flatMap(\.dependencies).filter { $0.type.key == key }
        }
        return graph.ids.flatMap { node in
            zip(graph[node].dependencies, graph.targets[node]).compactMap { $1 == binding ? $0 : nil }
        }
    }

    /// Near matches among what the resolver supplies or injects into.
    private func nearMatchesInResolver(_ index: Int) -> NearMatchFinder {
        NearMatchFinder(candidates: ExplanationBuilder.candidates(in: program.graphs[index]), table: program.table, conformances: program.model.conformances)
    }

    /// Near matches among what any resolver supplies or injects into, then what any needs.
    private func nearMatchesInAnyResolver() -> NearMatchFinder {
        let supplied = program.graphs.flatMap(ExplanationBuilder.candidates(in:))
        let needed = query.knownKeys.map { NearMatchFinder.Candidate(key: $0, suppliedBy: nil, reference: nil) }
        return NearMatchFinder(candidates: supplied + needed, table: program.table, conformances: program.model.conformances)
    }

    private static func candidates(in graph: ResolverGraph) -> [NearMatchFinder.Candidate] {
        let bound = graph.nodes.filter(\.bindsType).map { binding in
            NearMatchFinder.Candidate(key: binding.type.key, suppliedBy: "supplied by \(binding.description) in '\(graph.resolver.name)'", reference: binding.reference)
        }
        let injected = graph.nodes.filter { !$0.bindsType }.map { type in
            NearMatchFinder.Candidate(key: type.type.key, suppliedBy: "PropertyInjectable, injected into by '\(graph.resolver.name)'", reference: type.reference)
        }
        return bound + injected
    }

    /// Whether `diagnostic` points at one of `references`, itself or by a note.
    private static func involves(_ diagnostic: Diagnostic, _ references: Set<SourceReference>) -> Bool {
        if let reference = diagnostic.reference, references.contains(reference) { return true }
        return diagnostic.notes.contains { $0.reference.map(references.contains) ?? false }
    }

    /// ` async throws` as a generated method's signature writes it; nothing without effects,
    /// or when the graph has errors (no method is generated then).
    private static func effects(_ method: MethodEffects.Entry?) -> String {
        guard let effects = method?.effects, !effects.isNone else { return "" }
        return " " + effects.specifiers
    }

    private static func parameter(_ origin: ParameterOrigin) -> String { "\(origin.name): \(origin.typeName)" }

    private static func parameterList(_ origins: [ParameterOrigin]) -> String {
        origins.map(parameter).joined(separator: ", ")
    }
}
