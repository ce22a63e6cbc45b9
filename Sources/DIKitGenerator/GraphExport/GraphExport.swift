/// The dependency graphs to draw, as every format renders them: one per resolver, sorted
/// by name, each with its nodes sorted and its cycles marked. The stage between the
/// analysis (`Generator.Analysis`) and the text of a format (`DOTGraphRenderer`,
/// `MermaidGraphRenderer`, `JSONGraphRenderer`, `HTMLGraphRenderer`).
struct GraphExport {
    /// One resolver's graph.
    struct Resolver {
        var name: String
        /// The resolvers it refines directly.
        var parentNames: [String]
        /// For a scope, the resolver it is a scope of.
        var scopeParent: String?
        /// Whether the check of its graph found an error (a cycle, a duplicate provider,
        /// conflicting parameters, ...): then nothing is generated for it, so its nodes have
        /// no method, but its nodes and edges are drawn, cycles marked.
        var hasErrors: Bool
        /// Sorted by type name, then by how they are built, then by place.
        var nodes: [Node]
    }

    /// A type the resolver builds, provides or injects into.
    struct Node {
        var typeName: String
        /// The canonical key dependencies are matched by.
        var key: String
        var construction: CheckedGraph.Node.Construction
        /// The generated method; `nil` when the resolver's graph has errors.
        var method: Method?
        var effects: Effects
        var isolation: Isolation
        var scope: Scope
        /// Whether it lies on a dependency cycle.
        var isOnCycle: Bool
        /// Where the type or provider is declared.
        var reference: SourceReference
        /// The module that declares the type, or the provider's resolver; `nil` for the module
        /// generated for, when no `--module` names it.
        var module: ModuleName?
        /// In declaration order: the `Dependency` struct's properties, or the provider's parameters.
        var dependencies: [Dependency]
    }

    /// The method generated for a node.
    struct Method {
        /// `resolveT` or `injectToT`.
        var name: String
        var access: AccessLevel
        /// What calling it involves: the node's own effects and those of what it resolves.
        var effects: Effects
        /// The global actor it runs on, as generated code declares it (`@MainActor func ...`).
        var globalActor: String?
        /// Its call-site parameters in order: its own, then those of its dependencies.
        var callSiteParameters: [CallSiteParameter]
    }

    /// An edge: what a node needs, and what supplies it.
    struct Dependency {
        /// The property or provider parameter.
        var name: String
        var typeName: String
        var kind: DependencyKind
        var supplier: Supplier
        /// Whether this edge lies on a dependency cycle.
        var isOnCycle: Bool
        /// Where the property or parameter is declared.
        var reference: SourceReference
    }

    enum Supplier: Equatable {
        /// Another node of the graph, by its index in `Resolver.nodes`.
        case node(Int)
        /// Nothing binds it: the caller passes it to the generated method.
        case callSiteParameter
        /// Nothing binds it and it has an initial value (`var x: T = v`): it keeps it.
        case defaultValue
    }

    var resolvers: [Resolver]
}

extension GraphExport.Resolver {
    /// How a drawing titles the resolver: its name, the resolvers it refines, and whether
    /// its graph has errors.
    var title: String {
        var title = name
        if !parentNames.isEmpty { title += ": " + parentNames.joined(separator: ", ") }
        if let scopeParent { title += " (scope of \(scopeParent))" }
        if hasErrors { title += " (has errors: nothing is generated)" }
        return title
    }
}
