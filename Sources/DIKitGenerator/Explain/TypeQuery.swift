/// Matches the type argument of `explain` to a type the resolvers know, as a dependency is
/// matched: by its canonical key (`any Clock` is `Clock`, `Optional<T>` is `T?`). A simple
/// name that is not itself known also matches the one known type whose last name
/// component it is (`Screen` for `Checkout.Screen`, `Repository` for `Repository<User>`);
/// when several are, none is chosen.
struct TypeQuery {
    /// The keys of every type some resolver binds, injects into or needs, in the order found.
    let knownKeys: [TypeKey]
    private let isKnown: Set<TypeKey>

    init(program: ExplainableProgram) {
        var keys: [TypeKey] = []
        var seen = Set<TypeKey>()
        func add(_ key: TypeKey) {
            if seen.insert(key).inserted { keys.append(key) }
        }
        for graph in program.graphs {
            for node in graph.nodes {
                add(node.type.key)
                node.dependencies.forEach { add($0.type.key) }
            }
        }
        knownKeys = keys
        isKnown = seen
    }

    /// The type `query` is taken as.
    func match(_ query: String) -> TypeMatch {
        let key = TypeDescriptionReader.read(query).key
        if isKnown.contains(key) { return .exact(key: key.text) }
        guard key.isPlainName else { return .unknown(key: key.text) }
        let candidates = knownKeys.filter { TypeQuery.simpleName(of: $0) == key.text }
        switch candidates.count {
        case 0: return .unknown(key: key.text)
        case 1: return .simpleName(key.text, key: candidates[0].text)
        default: return .ambiguous(key.text, candidates: candidates.sorted().map(\.text))
        }
    }

    /// The last name component of a nominal type, without generic arguments; `nil` for
    /// any other type (an optional, an array, a function...).
    static func simpleName(of key: TypeKey) -> String? {
        guard case .named(let components) = key.type else { return nil }
        return components[components.count - 1].name
    }
}
