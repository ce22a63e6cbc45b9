import SwiftDeclarations

/// A method of a resolver whose name starts with `provide`: the conforming type supplies
/// the value of its return type. Whatever else generated code calls to get a value, with
/// parameters resolved as dependencies, is read in this shape too (`BindingKind`): a scope's
/// value, its parent's method, a collection of contributions.
struct ProviderMethod: Sendable {
    /// The name without parameters, as in `provideHTTPClient`.
    var name: String
    /// The name with its labels, as in `provideGrinder(model:)`, for diagnostics.
    var signature: String
    var returnType: TypeReference
    /// The parameters, by internal name; resolved like dependencies.
    var parameters: [DependencySlot]
    var reference: SourceReference
    var effects: Effects
    /// Where calling it runs: as its attributes say, else as the protocol declaring it is.
    var isolation: Isolation
    /// Where it runs while awaited, if it is `async` and not isolated.
    var asyncExecution: AsyncExecution
    /// How long the value lives: the scope the marker of the returned type says.
    var scope: Scope
    /// How many protocols away from the resolver it is declared: a nearer provider of a
    /// type replaces a farther one (0 for all under DIKit 0.5, where both are duplicates).
    var distance: Int
}

/// A type whose inheritance clause names `Resolver`, or a protocol that refines one: the
/// generator extends it.
struct ResolverProtocol: Sendable {
    var name: String
    /// Its own provider methods, then those of the protocols it inherits, nearest first,
    /// which a conforming type implements as well.
    var providers: [ProviderMethod]
    /// Its own contributions and those of the protocols it inherits (one for each method,
    /// which one implementation satisfies), in the order of `Multibinding.contributions`.
    var contributions: [Contribution]
    var reference: SourceReference
    /// The `}` closing its declaration, where a fix adds a requirement (`Diagnostic.Edit`).
    var closingBrace: SourceReference?
    var access: AccessLevel
    /// The resolvers it refines directly, by name.
    var parents: [String]
    /// Where its requirements and its extension's members run (`IsolationInference`): its
    /// global actor, declared or inherited from a protocol it refines, `nonisolated`, or the
    /// module's default. Generated methods run on its global actor when nothing else
    /// decides (`MethodIsolation`).
    var isolation: Isolation
    /// Whether it refines `Sendable`, at any distance: then generated code may send it to
    /// another actor.
    var isSendable: Bool
    /// The stores its `var sharedInstances { get }` declarations name, its own first, then
    /// those of the protocols it refines, nearest first: where generated code keeps shared
    /// instances. Empty for a resolver without one; two kinds are a conflict
    /// (`InstanceStoreDiagnostics`).
    var instanceStores: [InstanceStore]
    /// The store generated code keeps shared instances in, if it declares one.
    var instanceStore: InstanceStore? { instanceStores.first }
    /// The parent and the values of a resolver declared as a scope of another; `nil` for
    /// one that is not.
    var childScope: ChildScope?
    /// The scopes made from it (those whose parent property names it), by name, in order.
    var scopeNames: [String] = []
    /// The dependency module that declares it, whose own run extends it; `nil` for a
    /// resolver of the generated module.
    var module: ModuleName?
    /// For a `ResolverDouble`: its stored properties that replace bindings, read as providers
    /// that take nothing, nearer than any provider; empty for any other resolver.
    var replacements: [ProviderMethod] = []
    /// For a `ResolverDouble`, what its generated extension implements for it; `nil` for a
    /// resolver protocol.
    var double: DoubleConformer? = nil

    /// Whether the generated file extends it: it is declared in the generated module.
    var isGenerated: Bool { module == nil }
}

extension ResolverProtocol {
    /// The resolvers among `table`'s entries that the generated module declares, and those
    /// of dependency modules that they refine (at any distance), sorted by name; and the
    /// names of every resolver protocol read, of any module, related to those or not (what a
    /// `ContributedTo` alias may name). Malformed provider methods of the generated module's
    /// resolvers are reported in `diagnostics`: a dependency's are its own run's to report.
    static func readAll(
        from table: TypeTable, isolation: IsolationInference, diagnostics: inout [Diagnostic]
    ) -> (resolvers: [ResolverProtocol], allNames: Set<String>) {
        let hierarchy = ProtocolHierarchy(table: table, isolation: isolation)
        // Which entries are resolvers is asked of every type: on all cores.
        let entries = table.entries
        let isResolver = Parallel.map(count: entries.count) { hierarchy.isResolver(entries[$0]) }
        var dependencyDiagnostics: [Diagnostic] = []
        let resolverNames = entries.indices.filter { isResolver[$0] }.map { entries[$0].name }
        var resolvers = entries.indices
            .compactMap { index -> ResolverProtocol? in
                guard isResolver[index] else { return nil }
                let entry = entries[index]
                return entry.module == nil
                    ? read(entry, hierarchy: hierarchy, resolverNames: resolverNames, diagnostics: &diagnostics)
                    : read(entry, hierarchy: hierarchy, resolverNames: resolverNames, diagnostics: &dependencyDiagnostics)
            }
            .enumerated()
            .sorted { $0.element.name != $1.element.name ? $0.element.name < $1.element.name : $0.offset < $1.offset }
            .map(\.element)
        let scopes = resolvers.filter { $0.childScope != nil }
        if !scopes.isEmpty {
            for index in resolvers.indices {
                resolvers[index].scopeNames = scopes.filter { $0.childScope?.parentName == resolvers[index].name }.map(\.name)
            }
        }
        // A double is a resolver of its own that refines the ones it conforms to.
        if table.semantics.includes(.resolverRefinement), !resolvers.isEmpty {
            let doubles = readDoubles(from: table, resolvers: resolvers, diagnostics: &diagnostics)
            if !doubles.isEmpty { resolvers = (resolvers + doubles).sorted { $0.name < $1.name } }
        }
        return (table.modules.isSingleModule ? resolvers : generatedWithRelatives(resolvers), Set(resolverNames))
    }

    /// The resolvers of the generated module, every resolver they refine, and every scope
    /// of those, at any depth, with what each scope refines, in order: a resolver's graph
    /// depends on what the scopes of its tree bind (`ScopeTree`), wherever they are declared.
    private static func generatedWithRelatives(_ resolvers: [ResolverProtocol]) -> [ResolverProtocol] {
        var indicesByName: [String: [Int]] = [:]
        var scopesByParentName: [String: [Int]] = [:]
        for (index, resolver) in resolvers.enumerated() {
            indicesByName[resolver.name, default: []].append(index)
            if let scope = resolver.childScope { scopesByParentName[scope.parentName, default: []].append(index) }
        }
        var kept = Array(repeating: false, count: resolvers.count)
        var stack = resolvers.indices.filter { resolvers[$0].isGenerated }
        while let index = stack.popLast() {
            guard !kept[index] else { continue }
            kept[index] = true
            stack += resolvers[index].parents.flatMap { indicesByName[$0] ?? [] }
            stack += scopesByParentName[resolvers[index].name] ?? []
        }
        return resolvers.indices.filter { kept[$0] }.map { resolvers[$0] }
    }

    /// Reads `entry`, a resolver.
    private static func read(
        _ entry: TypeEntry, hierarchy: ProtocolHierarchy, resolverNames: [String], diagnostics: inout [Diagnostic]
    ) -> ResolverProtocol {
        var providers: [ProviderMethod] = []
        var contributions: [Contribution] = []
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(entry)]
        var queue = [(entry: entry, distance: 0)]
        var next = 0
        var isSendable = false
        var instanceStores: [InstanceStore] = []
        while next < queue.count {
            let (declaringType, distance) = queue[next]
            next += 1
            let declaringIsolation = hierarchy.isolation(of: declaringType)
            isSendable = isSendable || (hierarchy.semantics.includes(.isolation) && declaringType.namesSendable)
            instanceStores += declaredInstanceStores(declaringType)
            var problems: [Diagnostic] = []
            let methods = providerMethods(
                of: declaringType, isolation: declaringIsolation, distance: hierarchy.semantics.includes(.resolverRefinement) ? distance : 0,
                in: hierarchy.table, inference: hierarchy.inference, diagnostics: &problems
            )
            providers += methods.providers
            contributions += methods.contributions
            // A protocol of another module reports its malformed providers in that module's run,
            // and a resolver its own, when it is read: not each resolver that refines it.
            if !problems.isEmpty, declaringType.module == entry.module, distance == 0 || !hierarchy.isResolver(declaringType) {
                diagnostics += problems
            }
            for parent in hierarchy.parentProtocols(of: declaringType) where visited.insert(ObjectIdentifier(parent)).inserted {
                queue.append((parent, distance + 1))
            }
        }
        let parents = hierarchy.parentProtocols(of: entry).filter(hierarchy.isResolver).map(\.name)
        let isolation = hierarchy.isolation(of: entry)
        let childScope = ChildScope.read(
            entry, isolation: isolation, in: hierarchy.table, inference: hierarchy.inference, isResolver: hierarchy.isResolver,
            resolverNames: resolverNames, diagnostics: &diagnostics
        )
        diagnostics += InstanceStoreDiagnostics(
            stores: instanceStores, isSendable: isSendable, isolation: isolation, isScope: childScope != nil,
            raceSeverity: hierarchy.inference.settings.of(file: entry.parts.primary?.file).dataRaceSeverity
        ).diagnostics()
        if childScope != nil {
            // The generated type that conforms to a scope implements its properties, not methods:
            // a contribution of the scope is implemented by an extension of the scope's protocol.
            let implemented = implementedMethods(of: entry)
            // The generated type is public with a public scope: so must be what it conforms with.
            let witnessAccess: AccessLevel = entry.access >= .public ? .public : .internal
            for contribution in contributions {
                guard let access = implemented[contribution.requirement] else {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidScope,
                    "scope '\(entry.name)' cannot have contribution '\(contribution.method.signature)' without an implementation: "
                        + "the type generated for it implements only its properties",
                    at: contribution.method.reference,
                    fix: "implement it in an extension of '\(entry.name)', as in "
                        + "'extension \(entry.name) { func \(contribution.requirement) -> \(contribution.element.spelling) { ... } }'"
                ))
                    continue
                }
                if access < witnessAccess {
                    diagnostics.append(Diagnostic(
                        .error, id: .invalidScope,
                        "scope '\(entry.name)' is \(witnessAccess.modifier ?? "internal"), but the implementation of "
                            + "'\(contribution.method.signature)' in its extension is \(access.modifier ?? "internal"): the type generated "
                            + "for the scope could not conform with it",
                        at: contribution.method.reference,
                        fix: "declare the implementation '\(witnessAccess.modifier ?? "internal")'"
                    ))
                }
            }
            for provider in providers {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidScope,
                    "scope '\(entry.name)' cannot have provider '\(provider.signature)': the type generated for it could not implement it",
                    at: provider.reference,
                    fix: "declare the value as a property the scope is made with, "
                        + "'var \(LocalName.lowercasingFirstWord(of: provider.returnType.spelling)): \(provider.returnType.spelling) { get }'"
                ))
            }
            // Only a declaration clashes: an extension of the generated type is the user's to write.
            if let clash = hierarchy.table.entries(named: ChildScope.typeName(of: entry.name)).first(where: { $0.primary != nil }) {
                diagnostics.append(Diagnostic(
                    .error, id: .invalidScope,
                    "scope '\(entry.name)' needs the name '\(clash.name)' for its generated type, and a type of that name is declared",
                    at: clash.reference, fix: "rename '\(clash.name)'"
                ))
            }
        }
        return ResolverProtocol(
            name: entry.name, providers: providers, contributions: Contribution.ordered(contributions), reference: entry.reference,
            closingBrace: entry.closingBrace, access: entry.access, parents: parents,
            isolation: isolation, isSendable: isSendable, instanceStores: instanceStores,
            childScope: childScope, module: entry.module
        )
    }

    /// The methods the extensions of `type` define, as `name(labels:)`, each with its access:
    /// its own modifier's, else its extension's (a `private` extension's members are
    /// `fileprivate`), else internal. The widest, for a name defined twice.
    static func implementedMethods(of type: TypeEntry) -> [String: AccessLevel] {
        var methods: [String: AccessLevel] = [:]
        for part in type.parts where part.declaration.kind == .extension {
            for case .function(let method) in part.declaration.members where method.kind == .function {
                let access = AccessLevel.of(method, in: part)
                let name = "\(method.name)(\(TypeEntry.labels(of: method)))"
                methods[name] = max(methods[name] ?? .private, access)
            }
        }
        return methods
    }

    /// The stores `type` declares as `var sharedInstances: SharedInstanceStore` or
    /// `IsolatedInstanceStore` (a requirement, or a property an extension adds).
    private static func declaredInstanceStores(_ type: TypeEntry) -> [InstanceStore] {
        type.parts.flatMap { part in
            part.declaration.members.compactMap { member -> InstanceStore? in
                guard case .variable(let property) = member, property.name == "sharedInstances", !property.isStatic,
                      let text = property.type?.text, let kind = InstanceStore.Kind(typeText: text) else { return nil }
                let isNonisolated = property.modifiers.contains { $0.name == "nonisolated" && $0.detail != "unsafe" }
                return InstanceStore(kind: kind, isNonisolated: isNonisolated, reference: part.reference(at: property.nameOffset))
            }
        }
    }

    /// The methods of `type` whose names start with `provide`, and under the current rules
    /// its contributions (`Contribution.isContribution`); a static one, or one that
    /// returns nothing, is reported at the offending token and left out. Only requirements
    /// count: a method that an extension adds is a helper, not a provider.
    private static func providerMethods(
        of type: TypeEntry, isolation: Isolation, distance: Int, in table: TypeTable, inference: IsolationInference,
        diagnostics: inout [Diagnostic]
    ) -> (providers: [ProviderMethod], contributions: [Contribution]) {
        var providers: [ProviderMethod] = []
        var contributions: [Contribution] = []
        // A `class` method is not visible, as in DIKit 0.5.
        for part in type.parts where part.declaration.kind != .extension {
            for case .function(let method) in part.declaration.members where method.kind == .function
                && !method.modifiers.contains(where: { $0.name == "class" }) {
                let isContribution = table.semantics.includes(.multibindings) && Contribution.isContribution(named: method.name)
                guard isContribution || method.name.hasPrefix("provide") else { continue }
                guard let returnType = method.returnType, !isVoid(returnType.text) else {
                    diagnostics.append(Diagnostic(
                        .error, id: .voidProvider,
                        // DIKit 0.5's words for a provider.
                        isContribution ? "a contribution must return the value it contributes" : "Provide method must return non-void type",
                        at: part.reference(at: method.returnType?.offset ?? method.nameOffset),
                        fix: "return the \(isContribution ? "contributed" : "provided") type, as in 'func \(method.name)() -> T'"
                    ))
                    continue
                }
                if let staticModifier = method.modifiers.first(where: { $0.name == "static" || $0.name == "class" }) {
                    diagnostics.append(Diagnostic(
                        .error, id: .staticProvider,
                        isContribution ? "a contribution must not be static: it is called on the resolver" : "Provide method must not be static",
                        at: part.reference(at: staticModifier.offset), fix: "remove '\(staticModifier.name)'"
                    ))
                    continue
                }
                let labels = TypeEntry.labels(of: method)
                let signature = "\(type.name).\(method.name)(\(labels))"
                let returned = table.reference(to: returnType.text, in: type)
                let provider = ProviderMethod(
                    name: method.name,
                    signature: signature,
                    returnType: returned,
                    parameters: providerParameters(of: method, in: part, of: type, signature: signature, table: table),
                    reference: part.reference(at: method.offset),
                    effects: Effects(of: method, in: table, scope: type),
                    isolation: inference.ofMember(method, in: part, typeIsolation: isolation),
                    asyncExecution: inference.asyncExecution(of: method, in: part),
                    scope: isContribution ? .unique : providedScope(of: returned, in: table),
                    distance: distance
                )
                if isContribution {
                    contributions.append(Contribution(method: provider, requirement: "\(method.name)(\(labels))"))
                } else {
                    providers.append(provider)
                }
            }
        }
        return (providers, contributions)
    }

    /// The scope of the type a provider returns, when that type (or the generic type it
    /// instantiates) is declared among the files read: its marker applies whatever binds it.
    /// The dependencies of a provider `method` of `type` declared in `part`, one a parameter.
    static func providerParameters(
        of method: FunctionDeclaration, in part: LocatedDeclaration, of type: TypeEntry, signature: String, table: TypeTable
    ) -> [DependencySlot] {
        method.parameters.map { parameter in
            DependencySlot(
                name: parameter.internalName,
                argumentLabel: table.semantics.includes(.argumentLabels) ? parameter.label : parameter.internalName,
                type: table.reference(to: parameter.type?.text ?? "", in: type),
                kind: .direct, isSent: parameter.type?.text.hasPrefix("sending ") ?? false,
                at: parameter.offset, in: part.file, owner: .provider(signature: signature)
            )
        }
    }

    static func providedScope(of returnType: TypeReference, in table: TypeTable) -> Scope {
        guard table.semantics.includes(.lifetimes), let entry = table.declaredEntry(of: returnType) else { return .unique }
        return Scope(table.dikitProtocols(of: entry), semantics: table.semantics)
    }

    static func isVoid(_ typeName: String) -> Bool {
        typeName == "Void" || typeName == "()" || typeName == "Swift.Void"
    }
}

/// Which protocols each type inherits, among those that were read, and which are resolvers.
private struct ProtocolHierarchy {
    let table: TypeTable
    let inference: IsolationInference
    var semantics: Semantics { table.semantics }
    /// DIKit 0.5 looks parents up among the top-level protocols by their text, first one first.
    private let protocolsByText: [String: TypeEntry]

    init(table: TypeTable, isolation: IsolationInference) {
        self.table = table
        inference = isolation
        var protocols: [String: TypeEntry] = [:]
        if !table.semantics.includes(.structuralTypes) {
            for entry in table.entries where entry.kind == .protocol && protocols[entry.name] == nil {
                protocols[entry.name] = entry
            }
        }
        protocolsByText = protocols
    }

    func parentProtocols(of entry: TypeEntry) -> [TypeEntry] {
        entry.parts.flatMap(\.declaration.inheritance).compactMap { parent in
            guard semantics.includes(.structuralTypes) else { return protocolsByText[parent.text] }
            let name = table.reference(to: parent.text, in: entry).key.text
            return table.entries(named: name).first { $0.kind == .protocol }
        }
    }

    /// Where a protocol's requirements and the members of its extensions run: as it
    /// declares, else on the global actor of the nearest protocol it refines that has one,
    /// else as the module's default says.
    func isolation(of entry: TypeEntry) -> Isolation {
        inference.ofType(entry.primary, inherited: inheritedGlobalActor(of: entry))
    }

    /// The global actor of the nearest protocol `entry` refines, at any distance, that has
    /// one, declared or as its module's default (a protocol inherits its parents' global actor).
    private func inheritedGlobalActor(of entry: TypeEntry) -> String? {
        guard semantics.includes(.isolation) else { return nil }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(entry)]
        var queue = [entry]
        var next = 0
        while next < queue.count {
            let type = queue[next]
            next += 1
            for parent in parentProtocols(of: type) where visited.insert(ObjectIdentifier(parent)).inserted {
                if let primary = parent.primary, case .globalActor(let actor) = inference.ownIsolation(of: primary) {
                    return actor
                }
                queue.append(parent)
            }
        }
        return nil
    }

    /// A type that names `Resolver`; under the current rules also a protocol that refines
    /// one, at any distance.
    func isResolver(_ entry: TypeEntry) -> Bool {
        if table.dikitProtocols(of: entry).contains(.resolver) { return true }
        guard semantics.includes(.resolverRefinement), entry.kind == .protocol else { return false }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(entry)]
        var queue = [entry]
        while let type = queue.popLast() {
            for parent in parentProtocols(of: type) where visited.insert(ObjectIdentifier(parent)).inserted {
                if table.dikitProtocols(of: parent).contains(.resolver) { return true }
                queue.append(parent)
            }
        }
        return false
    }
}
