/// One generated method, the identity of a node of a resolver's graph: a binding's
/// `resolve` method, or a property-injectable type's `injectTo` method (by its position
/// among them).
enum GeneratedMethod: Hashable, Sendable {
    case resolve(Int)
    case injectTo(Int)
}

/// One value for each method generated from a resolver's graph: the `resolve` method of
/// each binding, then the `injectTo` method of each property-injectable type, in one array
/// read by `GeneratedMethod`, the methods' typed identity. The names, effects, isolation,
/// call-site parameters and access levels of a graph's methods are each a table of this
/// shape, and read the same way.
struct MethodTable<Value> {
    private var values: [Value]
    /// The `resolve` methods come first: one for each binding.
    let bindingCount: Int

    init(ofBindings: [Value], ofInjectables: [Value]) {
        bindingCount = ofBindings.count
        values = ofBindings + ofInjectables
    }

    init(repeating value: Value, bindingCount: Int, injectableCount: Int) {
        self.bindingCount = bindingCount
        values = Array(repeating: value, count: bindingCount + injectableCount)
    }

    subscript(method: GeneratedMethod) -> Value {
        get { values[position(of: method)] }
        set { values[position(of: method)] = newValue }
    }

    /// The values of the bindings' methods, by binding.
    var ofBindings: ArraySlice<Value> { values[..<bindingCount] }

    /// The values of the property-injectable types' methods, by position.
    var ofInjectables: ArraySlice<Value> { values[bindingCount...] }

    /// Every value in method order, with its method.
    var entries: some Sequence<(method: GeneratedMethod, value: Value)> {
        values.indices.lazy.map { (self.method(at: $0), self.values[$0]) }
    }

    func map<Transformed>(_ transform: (Value) throws -> Transformed) rethrows -> MethodTable<Transformed> {
        MethodTable<Transformed>(values: try values.map(transform), bindingCount: bindingCount)
    }

    private init(values: [Value], bindingCount: Int) {
        self.values = values
        self.bindingCount = bindingCount
    }

    private func position(of method: GeneratedMethod) -> Int {
        switch method {
        case .resolve(let binding): binding
        case .injectTo(let position): bindingCount + position
        }
    }

    private func method(at position: Int) -> GeneratedMethod {
        position < bindingCount ? .resolve(position) : .injectTo(position - bindingCount)
    }
}

extension MethodTable: Sendable where Value: Sendable {}
