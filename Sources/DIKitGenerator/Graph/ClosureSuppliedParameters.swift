/// The call-site parameters whose values always come from a factory closure's arguments,
/// which `--strict` takes for run-time inputs rather than missing providers.
///
/// A `resolve` method's parameter is supplied when the method has callers, and each caller
/// either is a closure whose parameters supply it, or passes on the same parameter of its
/// own, supplied in turn. A parameter that reaches a method nothing calls (every `injectTo`
/// method, and a `resolve` method no binding needs) is the caller's to give, whatever
/// closures elsewhere supply: `(String) -> Logger` in one type does not supply the `String`
/// that `Logger` needs where another type takes a `Logger` itself.
///
/// Found as a least fixed point, from the callers down: a method on a cycle is supplied
/// only by what enters the cycle from outside it.
struct ClosureSuppliedParameters {
    /// One call-site parameter of one binding's `resolve` method, by name: a name is one
    /// parameter of a method (`CallSiteParameters`).
    private struct Parameter: Hashable {
        var node: NodeID
        var name: String
    }

    /// A call of a binding's `resolve` method by another method's dependency, and the
    /// parameters a factory closure there supplies (none for a value or `Lazy`).
    private struct Call {
        var caller: NodeID
        var callee: NodeID
        var suppliedNames: Set<String>
    }

    private let supplied: Set<Parameter>
    /// The calls of each node's method, in the callers' node order.
    private let callsOfNode: NodeTable<[Call]>

    init(graph: ResolverGraph, callSiteParameters: NodeTable<CallSiteParameters>) {
        var callsOfNode = NodeTable<[Call]>(repeating: [], count: graph.nodes.count)
        var callsByNode = NodeTable<[Call]>(repeating: [], count: graph.nodes.count)
        for caller in graph.ids {
            for (index, target) in graph.targets[caller].enumerated() {
                guard let target else { continue }
                var suppliedNames: Set<String> = []
                if case .factory(let closure)? = graph.deferred(caller, index) {
                    let entries = callSiteParameters[target].entries
                    let match = ClosureParameterMatch(closure: closure, targetParameters: entries)
                    for (entry, isSupplied) in zip(entries, match.supplied) where isSupplied { suppliedNames.insert(entry.parameter.name) }
                }
                let call = Call(caller: caller, callee: target, suppliedNames: suppliedNames)
                callsOfNode[target].append(call)
                callsByNode[caller].append(call)
            }
        }
        // Each parameter of a called method waits for the calls that pass it on, rather than
        // supply it, to be supplied themselves.
        var waiting: [Parameter: Int] = [:]
        var ready: [Parameter] = []
        for (node, calls) in callsOfNode.entries where !calls.isEmpty {
            for entry in callSiteParameters[node].entries {
                let parameter = Parameter(node: node, name: entry.parameter.name)
                let passingOn = calls.count { !$0.suppliedNames.contains(parameter.name) }
                if passingOn == 0 { ready.append(parameter) } else { waiting[parameter] = passingOn }
            }
        }
        var supplied: Set<Parameter> = []
        while let parameter = ready.popLast() {
            supplied.insert(parameter)
            for call in callsByNode[parameter.node] where !call.suppliedNames.contains(parameter.name) {
                let callee = Parameter(node: call.callee, name: parameter.name)
                guard let count = waiting[callee] else { continue }
                if count == 1 {
                    waiting[callee] = nil
                    ready.append(callee)
                } else {
                    waiting[callee] = count - 1
                }
            }
        }
        self.supplied = supplied
        self.callsOfNode = callsOfNode
    }

    /// Whether the values of `node`'s call-site parameter `name` always come from closures.
    func isSupplied(_ name: String, of node: NodeID) -> Bool {
        supplied.contains(Parameter(node: node, name: name))
    }

    /// The methods through which `binding`'s parameter `name`, not supplied, reaches a
    /// caller that must give it, from that caller down to `binding`'s method, at most
    /// `maximumLength` long: at each step the first caller that passes it on and is not
    /// supplied itself.
    func unsuppliedChain(to node: NodeID, name: String, maximumLength: Int, in graph: ResolverGraph) -> [NodeID] {
        var chain: [NodeID] = [node]
        var current = node
        while chain.count < maximumLength {
            let caller = callsOfNode[current].first { call in
                guard !call.suppliedNames.contains(name), !chain.contains(call.caller) else { return false }
                return !graph[call.caller].bindsType || !isSupplied(name, of: call.caller)
            }?.caller
            guard let caller else { break }
            chain.append(caller)
            // An `injectTo` method is called by nothing: the chain starts there.
            guard graph[caller].bindsType else { break }
            current = caller
        }
        return chain.reversed()
    }
}
