import SwiftDeclarations

/// Everything the generator reads from the parsed files: the imported modules, the
/// resolvers, and the types that conform to a DIKit protocol, each read once.
struct DIDeclarations {
    /// Modules imported by any file, without duplicates, sorted.
    let imports: [String]
    /// Resolvers sorted by name.
    let resolvers: [ResolverProtocol]
    let conformances: Conformances
    /// For each injection style, every conforming top-level type in file order, read
    /// once: the type, or why it cannot be used.
    private let injectables: [InjectionStyle: [(name: String, read: Result<InjectableType, Diagnostic>)]]

    init(files: [SourceFile], diagnostics: inout [Diagnostic]) {
        var modules = Set<String>()
        var types: [LocatedType] = []
        for file in files {
            for declaration in file.declarations.imports where declaration.kind == nil {
                // DIKit 0.5 takes the module of `import M` and `import M.X`, and nothing
                // from `import struct M.X`.
                if let module = declaration.path.first { modules.insert(module) }
            }
            for case .type(let type) in file.declarations.declarations {
                switch type.kind {
                case .struct, .class, .enum, .protocol: types.append(LocatedType(declaration: type, file: file))
                case .actor, .extension: continue
                }
            }
        }
        imports = modules.sorted()
        var protocols: [String: LocatedType] = [:]
        for type in types where type.declaration.kind == .protocol && protocols[type.name] == nil {
            protocols[type.name] = type
        }
        resolvers = types
            .compactMap { ResolverProtocol.read($0, protocols: protocols, diagnostics: &diagnostics) }
            .enumerated()
            .sorted { $0.element.name != $1.element.name ? $0.element.name < $1.element.name : $0.offset < $1.offset }
            .map(\.element)
        // Each type is read as each style independently of the others: on all cores.
        let styles = InjectionStyle.allCases
        let reads = Parallel.map(count: types.count) { index in
            styles.map { InjectableType.read(types[index], as: $0) }
        }
        var injectables: [InjectionStyle: [(name: String, read: Result<InjectableType, Diagnostic>)]] = [:]
        for (styleIndex, style) in styles.enumerated() {
            injectables[style] = types.indices.compactMap { index in
                reads[index][styleIndex].map { (types[index].name, $0) }
            }
        }
        self.injectables = injectables
        conformances = Conformances(types: types)
    }

    /// The dependency graph of `resolver`: its bindings and the property-injectable types
    /// it injects into.
    ///
    /// Priority, as in DIKit 0.5: a type returned by one of the resolver's providers is taken
    /// from the provider only (and not checked as injectable); an `Injectable` type is not
    /// also used as `FactoryMethodInjectable`. Problems of the types used are reported.
    func graph(for resolver: ResolverProtocol, diagnostics: inout [Diagnostic]) -> ResolverGraph {
        // At most every type and provider is bound: room for them all, so that 100,000 are
        // not rehashed and copied as the collections grow.
        let candidateCount = injectables.values.reduce(resolver.providers.count) { $0 + $1.count }
        var registered = Set(resolver.providers.map(\.returnTypeName))
        registered.reserveCapacity(candidateCount)
        var bindings: [Binding] = []
        bindings.reserveCapacity(candidateCount)
        for style in [InjectionStyle.initializer, .factoryMethod] {
            var registeredByThisStyle: [String] = []
            for (name, read) in injectables[style]! where !registered.contains(name) {
                switch read {
                case .success(let type):
                    bindings.append(Binding(source: .injectable(type)))
                    registeredByThisStyle.append(name)
                case .failure(let diagnostic):
                    diagnostics.append(diagnostic)
                }
            }
            registered.formUnion(registeredByThisStyle)
        }
        bindings += resolver.providers.map { Binding(source: .provider($0)) }
        var propertyInjectables: [InjectableType] = []
        for (_, read) in injectables[.property]! {
            switch read {
            case .success(let type): propertyInjectables.append(type)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return ResolverGraph(resolver: resolver, bindings: bindings, propertyInjectables: propertyInjectables)
    }
}
