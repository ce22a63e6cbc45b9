/// Merges the resolver extensions generated for each build configuration into one file:
/// what every configuration generates alike is written once, and what differs is written
/// inside the `#if` clauses of the switches that decide it, nested in the switches' order.
struct ConfigurationMerge {
    let configurations: BuildConfigurations
    /// For each configuration, its extensions.
    let extensions: [[ResolverFileRenderer.Extension]]

    var members: [FileMember] {
        // Resolvers by name, in the order of the configurations they first appear in.
        var names: [String] = []
        for configurationExtensions in extensions {
            for resolverExtension in configurationExtensions where !names.contains(resolverExtension.resolverName) {
                names.append(resolverExtension.resolverName)
            }
        }
        let all = Array(configurations.configurations.indices)
        return names.sorted().flatMap { name -> [FileMember] in
            // Whether a configuration has the extension, and for a scope, the scope's type.
            let presence = decisionTree(over: all, from: 0) { configuration -> ScopeTypeSyntax?? in
                extensions[configuration].first { $0.resolverName == name }.map(\.scopeType)
            }
            return fileMembers(presence) { scopeType, configurationsWithIt in
                [.resolverExtension(.init(
                    resolverName: name, members: ExtensionMembers(extensionMembers(of: name, in: configurationsWithIt)), scopeType: scopeType
                ))]
            }
        }
    }

    /// The members of resolver `name`'s extension in the configurations `subset`.
    private func extensionMembers(of name: String, in subset: [Int]) -> [ExtensionMember] {
        // By signature: a variant (`resolveProfile(user:)`) has its binding's name.
        var functionsByConfiguration: [Int: [String: FunctionSyntax]] = [:]
        var signatures = Set<String>()
        for configuration in subset {
            let functions = extensions[configuration].first { $0.resolverName == name }?.members ?? ExtensionMembers([])
            var bySignature: [String: FunctionSyntax] = [:]
            for case .function(let function) in functions {
                let signature = ConfigurationMerge.signature(of: function)
                guard bySignature[signature] == nil else { continue }
                bySignature[signature] = function
                signatures.insert(signature)
            }
            functionsByConfiguration[configuration] = bySignature
        }
        // A signature sorts as its name would: `(` comes before every character of a name.
        return signatures.sorted().flatMap { functionName -> [ExtensionMember] in
            // Each configuration's variant, numbered in the order first seen, compared by
            // printed text: printed once per configuration, however often the tree asks.
            var variants: [[UInt8]] = []
            var functions: [FunctionSyntax] = []
            var variantOfConfiguration: [Int: Int?] = [:]
            for configuration in subset {
                guard let function = functionsByConfiguration[configuration]?[functionName] else {
                    variantOfConfiguration[configuration] = .some(nil)
                    continue
                }
                let text = ResolverFileRenderer.text(of: function)
                if let index = variants.firstIndex(of: text) {
                    variantOfConfiguration[configuration] = index
                } else {
                    variantOfConfiguration[configuration] = variants.count
                    variants.append(text)
                    functions.append(function)
                }
            }
            let tree = decisionTree(over: subset, from: 0) { variantOfConfiguration[$0]! }
            return extensionMembers(tree) { variant in variant.map { [.function(functions[$0])] } ?? [] }
        }
    }

    /// `resolveProfile(user:)`: what tells two methods of one extension apart.
    private static func signature(of function: FunctionSyntax) -> String {
        function.name + "(" + function.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }

    // MARK: - Decision trees

    /// What a leaf holds in the configurations a branch narrows down to.
    indirect enum DecisionTree<Leaf: Equatable>: Equatable {
        case leaf(Leaf)
        /// The switch, and the subtree of each of its choices in order (`-1`, none, last).
        case branch(switchIndex: Int, subtrees: [Choice])

        struct Choice: Equatable {
            var choice: Int
            var subtree: DecisionTree
        }
    }

    /// The tree that gives `leaf` of every configuration in `subset`, skipping switches
    /// whose choices do not change it.
    private func decisionTree<Leaf: Equatable>(over subset: [Int], from switchIndex: Int, leaf: (Int) -> Leaf) -> DecisionTree<Leaf> {
        let first = leaf(subset[0])
        if subset.dropFirst().allSatisfy({ leaf($0) == first }) { return .leaf(first) }
        var index = switchIndex
        while index < configurations.switches.count {
            var choices: [Int] = []
            var subsets: [Int: [Int]] = [:]
            for configuration in subset {
                let choice = configurations.configurations[configuration][index]
                if subsets[choice] == nil { choices.append(choice) }
                subsets[choice, default: []].append(configuration)
            }
            let subtrees = choices.sorted { ($0 < 0 ? Int.max : $0) < ($1 < 0 ? Int.max : $1) }.map { choice in
                DecisionTree.Choice(choice: choice, subtree: decisionTree(over: subsets[choice]!, from: index + 1, leaf: leaf))
            }
            if subtrees.count > 1, subtrees.contains(where: { $0.subtree != subtrees[0].subtree }) {
                return .branch(switchIndex: index, subtrees: subtrees)
            }
            index += 1
        }
        // Configurations that no switch tells apart generate alike.
        return .leaf(first)
    }

    private func conditional<Leaf, Member>(
        _ switchIndex: Int, _ subtrees: [DecisionTree<Leaf>.Choice], members: (DecisionTree<Leaf>) -> [Member]
    ) -> ConditionalSyntax<Member> {
        let conditions = configurations.switches[switchIndex].conditions
        return ConditionalSyntax(clauses: subtrees.map { choice in
            .init(condition: choice.choice < 0 ? nil : conditions[choice.choice], members: members(choice.subtree))
        })
    }

    private func extensionMembers<Leaf>(_ tree: DecisionTree<Leaf>, leaf: (Leaf) -> [ExtensionMember]) -> [ExtensionMember] {
        switch tree {
        case .leaf(let value): leaf(value)
        case .branch(let switchIndex, let subtrees):
            [.conditional(conditional(switchIndex, subtrees) { extensionMembers($0, leaf: leaf) })]
        }
    }

    /// The file members of a presence tree (`nil`: absent); `present` builds the extension
    /// for the configurations of a leaf that has it, from what the leaf holds.
    private func fileMembers<Present>(_ tree: DecisionTree<Present?>, present: (Present, [Int]) -> [FileMember]) -> [FileMember] {
        fileMembers(tree, subset: Array(configurations.configurations.indices), present: present)
    }

    private func fileMembers<Present>(
        _ tree: DecisionTree<Present?>, subset: [Int], present: (Present, [Int]) -> [FileMember]
    ) -> [FileMember] {
        switch tree {
        case .leaf(let leaf):
            return leaf.map { present($0, subset) } ?? []
        case .branch(let switchIndex, let subtrees):
            return [.conditional(ConditionalSyntax(clauses: subtrees.map { choice in
                let narrowed = subset.filter { configurations.configurations[$0][switchIndex] == choice.choice }
                return .init(
                    condition: choice.choice < 0 ? nil : configurations.switches[switchIndex].conditions[choice.choice],
                    members: fileMembers(choice.subtree, subset: narrowed, present: present)
                )
            }))]
        }
    }
}
