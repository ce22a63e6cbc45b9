extension Explanation {
    /// The explanation as `dikitgen explain` prints it: a paragraph per resolver, with the
    /// bindings drawn as a tree, as `tree` and `swift package show-dependencies` draw one.
    public var rendered: String {
        var renderer = ExplanationRenderer()
        renderer.render(self)
        return renderer.lines.joined(separator: "\n") + "\n"
    }
}

/// Writes an explanation line by line; the tree's prefixes are the only indentation
/// beyond the fixed two spaces of a resolver's paragraph.
struct ExplanationRenderer {
    private(set) var lines: [String] = []
    private typealias Phrases = ExplanationPhrases

    mutating func render(_ explanation: Explanation) {
        switch explanation.match {
        case .exact(let key):
            lines.append("'\(key)'")
        case .simpleName(let name, let key):
            lines.append("'\(name)' is taken as '\(key)', the only type the resolvers know by that name")
        case .ambiguous(let name, let candidates):
            lines.append("'\(name)' is ambiguous: the resolvers know \(candidates.count) types by that name; give one in full:")
            lines += candidates.map { "  \($0)" }
            return
        case .unknown(let key):
            lines.append("no resolver builds, injects into or needs '\(key)'")
            lines += explanation.reasonsUnknown.map { Phrases.reason($0, typeName: key, resolverName: nil) }
            lines += explanation.nearMatches.map { Phrases.nearMatch($0, to: key) }
            return
        }
        let names = explanation.resolvers.map(\.resolverName)
        let verbs = names.count == 1 ? "resolver supplies or needs" : "resolvers supply or need"
        lines.append("\(names.count) \(verbs) it: \(names.joined(separator: ", "))")
        for resolver in explanation.resolvers {
            lines.append("")
            render(resolver)
        }
    }

    private mutating func render(_ resolver: ResolverExplanation) {
        lines.append("in \(resolver.resolverName) (\(Phrases.location(resolver.reference))):")
        if let method = resolver.method {
            lines.append("  \(method.signature)")
            tree(method.root, prefix: "  ", childPrefix: "  ")
            if !method.callSiteParameters.isEmpty {
                lines.append("  call-site parameters of \(method.name):")
                lines += method.callSiteParameters.map { "    " + ExplanationRenderer.origin($0) }
            }
        }
        if let unbound = resolver.unbound {
            lines += ExplanationRenderer.unboundLines(unbound, inTree: false).map { "  " + $0 }
        }
        if !resolver.requesters.isEmpty {
            lines.append("  needed by:")
            lines += resolver.requesters.map { "    \($0.citation) (\(Phrases.location($0.reference)))" }
            let more = resolver.requesterCount - resolver.requesters.count
            if more > 0 { lines.append("    and \(more) more") }
        }
        if !resolver.problems.isEmpty {
            lines.append("  errors that involve it (generate fails on them):")
            for problem in resolver.problems {
                lines += problem.rendered().split(separator: "\n").map { "    " + $0 }
            }
        }
    }

    // MARK: - The tree

    private mutating func tree(_ node: ExplanationNode, prefix: String, childPrefix: String) {
        lines.append(prefix + ExplanationRenderer.label(of: node))
        if case .unbound(let unbound) = node.content {
            lines += ExplanationRenderer.unboundLines(unbound, inTree: true).map { childPrefix + "  " + $0 }
        }
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            tree(child, prefix: childPrefix + (isLast ? "└── " : "├── "), childPrefix: childPrefix + (isLast ? "    " : "│   "))
        }
    }

    /// `grinder: Grinder  [provider KioskResolver.provideGrinder(model:)]  path:line:column`.
    private static func label(of node: ExplanationNode) -> String {
        let (what, reference): (String, SourceReference?) = switch node.content {
        case .binding(let binding), .injected(let binding): (Phrases.construction(binding), binding.reference)
        case .shownAbove(let binding): ("\(Phrases.construction(binding)); its dependencies are shown above", binding.reference)
        case .cycle(let binding): ("dependency cycle: '\(binding.typeName)' is already being built above", binding.reference)
        case .beyondDepthLimit(let binding):
            ("\(Phrases.construction(binding)); deeper than \(BindingTreeBuilder.maximumDepth) levels, not expanded", binding.reference)
        case .unbound(let unbound): (unbound.becomesParameter ? "call-site parameter" : "left to its default", node.dependency?.reference)
        }
        let subject = node.dependency.map { "\($0.name): \($0.typeName)" } ?? rootTypeName(node)
        return "\(subject)  [\(what)]" + (reference.map { "  " + Phrases.location($0) } ?? "")
    }

    private static func rootTypeName(_ node: ExplanationNode) -> String {
        switch node.content {
        case .binding(let binding), .injected(let binding), .shownAbove(let binding), .cycle(let binding), .beyondDepthLimit(let binding):
            binding.typeName
        case .unbound(let unbound): unbound.typeName
        }
    }

    // MARK: - Details

    /// Why nothing supplies it, and what is close; `inTree`: for one dependency of the tree,
    /// rather than for every dependency of the resolver on the type.
    private static func unboundLines(_ unbound: UnboundDependency, inTree: Bool) -> [String] {
        let consequence = switch (unbound.becomesParameter, inTree) {
        case (true, true): "the generated method takes it as a call-site parameter"
        case (true, false): "each method that needs it takes it as a call-site parameter"
        case (false, _): "the default value is kept"
        }
        return ["nothing in '\(unbound.resolverName)' supplies '\(unbound.typeName)': \(consequence)"]
            + unbound.reasons.map { Phrases.reason($0, typeName: unbound.typeName, resolverName: unbound.resolverName) }
            + unbound.nearMatches.map { Phrases.nearMatch($0, to: unbound.typeName) }
    }

    /// `model: String, from parameter 'model' of '...' (path:line:column), through 'Barista.Dependency.grinder'`.
    private static func origin(_ origin: ParameterOrigin) -> String {
        guard let source = origin.path.last else { return "\(origin.name): \(origin.typeName)" }
        var text = "\(origin.name): \(origin.typeName), from \(source.citation) (\(Phrases.location(source.reference)))"
        let through = origin.path.dropLast()
        if !through.isEmpty { text += ", through \(through.map(\.citation).joined(separator: " -> "))" }
        return text
    }
}
