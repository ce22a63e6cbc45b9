/// Effects in the random graphs: each initializer, factory method and provider of an
/// acyclic graph may be `async`, `throws`, or throw one of two error types of the graph
/// (`G17_E1`, `G17_E2`). They are drawn from a stream of their own, so the graphs' shapes
/// do not depend on them.
///
/// What each generated method must declare is computed here the simple way, as the effects
/// of every declaration the method reaches, to check the generator's propagation.
extension RandomGraph {
    /// What a node's declaration says.
    struct DeclaredEffects: Hashable {
        var isAsync = false
        /// `nil`: does not throw; `""`: `throws`; otherwise the error type of `throws(E)`.
        var thrownError: String?

        /// ` async throws(E)`, as Swift writes it after the parameters; empty for none.
        var specifiers: String {
            var text = isAsync ? " async" : ""
            switch thrownError {
            case nil: break
            case "": text += " throws"
            case let error?: text += " throws(\(error))"
            }
            return text
        }
    }

    /// The error types each graph declares.
    var errorTypeNames: [String] { ["\(prefix)_E1", "\(prefix)_E2"] }

    /// Half the nodes have no effect; the others one of six combinations.
    static func drawEffects(for nodes: [Node], prefix: String, seed: UInt64) -> [DeclaredEffects] {
        var random = SplitMix64(seed: seed ^ 0xEFFEC75)
        let choices: [DeclaredEffects] = [
            DeclaredEffects(isAsync: true), DeclaredEffects(thrownError: ""), DeclaredEffects(thrownError: "\(prefix)_E1"),
            DeclaredEffects(thrownError: "\(prefix)_E2"), DeclaredEffects(isAsync: true, thrownError: "\(prefix)_E1"),
            DeclaredEffects(isAsync: true, thrownError: ""),
        ]
        return nodes.map { node in
            let draw = random.below(2 * choices.count)
            return node.kind == .property || draw >= choices.count ? DeclaredEffects() : choices[draw]
        }
    }

    /// The specifiers each node's generated method must have: `async` when anything it
    /// reaches (itself included) is; the one error type when everything it reaches that
    /// throws throws that type, else `throws`. Only for an acyclic graph.
    var expectedMethodSpecifiers: [String] {
        var reached: [Set<Int>?] = Array(repeating: nil, count: nodes.count)
        func reachable(from index: Int) -> Set<Int> {
            if let known = reached[index] { return known }
            var result: Set<Int> = [index]
            for dependency in nodes[index].dependencies { result.formUnion(reachable(from: dependency)) }
            reached[index] = result
            return result
        }
        return nodes.indices.map { index in
            let declarations = reachable(from: index).map { effects[$0] }
            let errors = Set(declarations.compactMap(\.thrownError))
            let thrownError: String? = errors.isEmpty ? nil : errors.count == 1 ? errors.first! : ""
            return DeclaredEffects(isAsync: declarations.contains(where: \.isAsync), thrownError: thrownError).specifiers
        }
    }
}
