import SwiftDeclarations

/// A resolver declared as a scope of another: a protocol with a property whose type is its
/// parent resolver, and a property for each value that only the scope knows.
///
/// ```swift
/// protocol SessionResolver: Resolver {
///     var parent: any AppResolver { get }
///     var user: User { get }
///     var sharedInstances: SharedInstanceStore { get }
/// }
/// ```
///
/// The scope sees every binding of its parent and calls the parent's methods for them, so
/// it shares the parent's shared instances; its own shared instances live in its own store.
/// The generated file declares a type that conforms to it (`SessionResolverScope`) and a
/// method on the parent that makes one from the scope's values (`makeSessionResolver(user:)`).
///
/// A class, never changed once made: every resolver holds one or none, and a graph copies
/// its resolver around, which a reference keeps one word long.
final class ChildScope: Sendable {
    /// The parent resolver, by name.
    let parentName: String
    /// The property that holds the parent: `parent`.
    let parentProperty: String
    /// The parent's type as the property declares it: `any AppResolver`.
    let parentTypeText: String
    let parentReference: SourceReference
    /// Where reading the parent property runs: as the protocol declaring it says.
    let parentIsolation: Isolation
    /// The values the scope is made with, in declaration order: each binds its type.
    let values: [ScopeValue]
    /// The parent's generated method that makes the scope, read as a provider of the scope's
    /// generated type whose parameters are the scope's values: what a dependency on that type
    /// (a maker, `(User) -> SessionResolverScope`) is resolved with. `nil` for a scope with a
    /// value of function type, which the method takes `@escaping`, and a dependency could not.
    let maker: ProviderMethod?
    /// The same method read as a provider of the scope's protocol, `any SessionResolver`: what
    /// a maker written with the protocol, `(User) -> any SessionResolver`, is resolved with.
    let protocolMaker: ProviderMethod?

    /// The makers a dependency may ask for: of the generated type, and of the protocol.
    var makers: [ProviderMethod] { [maker, protocolMaker].compactMap { $0 } }

    init(
        parentName: String, parentProperty: String, parentTypeText: String, parentReference: SourceReference, parentIsolation: Isolation,
        values: [ScopeValue], maker: ProviderMethod?, protocolMaker: ProviderMethod?
    ) {
        self.parentName = parentName
        self.parentProperty = parentProperty
        self.parentTypeText = parentTypeText
        self.parentReference = parentReference
        self.parentIsolation = parentIsolation
        self.values = values
        self.maker = maker
        self.protocolMaker = protocolMaker
    }

    /// The type the generated file declares for the scope `resolverName`.
    static func typeName(of resolverName: String) -> String { resolverName + "Scope" }

    /// The method of the parent that makes the scope `resolverName`.
    static func factoryName(of resolverName: String) -> String { "make" + resolverName }
}

/// A value a scope is made with: `var user: User { get }`.
struct ScopeValue {
    var name: String
    var type: TypeReference
    var reference: SourceReference
    /// Where reading it runs: as the protocol declaring it says.
    var isolation: Isolation
    /// How diagnostics name it: `SessionResolver.user`.
    var signature: String
}

extension ChildScope {
    /// The scope `entry`, a resolver, declares with its own properties; `nil` when none
    /// names a resolver. Problems that make it unusable are reported in `diagnostics`.
    static func read(
        _ entry: TypeEntry, isolation: Isolation, in table: TypeTable, inference: IsolationInference,
        isResolver: (TypeEntry) -> Bool, resolverNames: [String], diagnostics: inout [Diagnostic]
    ) -> ChildScope? {
        guard table.semantics.includes(.scopes) else { return nil }
        var parents: [(property: VariableDeclaration, part: LocatedDeclaration, resolver: TypeEntry)] = []
        var values: [ScopeValue] = []
        // Where each value's name is declared, for the maker's parameters.
        var valueDeclarations: [(offset: Int, file: LocatedFile)] = []
        for part in entry.parts where part.declaration.kind != .extension {
            for case .variable(let property) in part.declaration.members where !property.isStatic && property.name != "sharedInstances" {
                guard let name = property.name, let typeText = property.type?.text else { continue }
                if let resolver = resolverEntry(named: typeText, in: entry, table: table), isResolver(resolver) {
                    parents.append((property, part, resolver))
                } else if let (mistake, meant) = ParentMistake.find(
                    typeText, of: property, in: part, of: entry, table: table, isResolver: isResolver, resolverNames: resolverNames
                ) {
                    diagnostics.append(mistake)
                    // Read as the parent it was meant to be: its error is the one to fix.
                    if let meant { parents.append((property, part, meant)) }
                } else {
                    values.append(ScopeValue(
                        name: name, type: table.reference(to: typeText, in: entry), reference: part.reference(at: property.nameOffset),
                        isolation: inference.ofMember(property, in: part, typeIsolation: isolation), signature: "\(entry.name).\(name)"
                    ))
                    valueDeclarations.append((property.nameOffset, part.file))
                }
            }
        }
        guard let (property, part, parent) = parents.first else { return nil }
        // The generated type implements properties; a provider is reported with the providers,
        // a contribution (which an extension may implement) with the contributions.
        for part in entry.parts where part.declaration.kind != .extension {
            for member in part.declaration.members {
                let requirement: (name: String, offset: Int)
                switch member {
                case .function(let method) where method.kind != .function
                    || !method.name.hasPrefix("provide") && !Contribution.isContribution(named: method.name):
                    requirement = (method.kind == .function ? method.name + "(...)" : "init(...)", method.offset)
                case .associatedType(let associated):
                    requirement = ("associatedtype " + associated.name, associated.offset)
                default:
                    continue
                }
                diagnostics.append(Diagnostic(
                    .error, id: .invalidScope,
                    "scope '\(entry.name)' cannot require '\(requirement.name)': the type generated for it implements only properties",
                    at: part.reference(at: requirement.offset),
                    fix: "move it into a protocol that '\(entry.name)Scope' does not conform to, or into an extension of '\(entry.name)'"
                ))
            }
        }
        for extra in parents.dropFirst() {
            diagnostics.append(Diagnostic(
                .error, id: .invalidScope,
                "scope '\(entry.name)' names two parents, '\(parent.name)' and '\(extra.resolver.name)'",
                at: extra.part.reference(at: extra.property.nameOffset),
                fix: "keep one parent: a scope sees the bindings of its parent's parents too"
            ))
        }
        if parent.module != entry.module {
            diagnostics.append(Diagnostic(
                .error, id: .invalidScope,
                "scope '\(entry.name)' has parent '\(parent.name)' of another module; a scope and its parent must be declared in one module",
                at: part.reference(at: property.nameOffset),
                fix: "declare '\(entry.name)' in the module of '\(parent.name)', or give it a parent of its own module"
            ))
        }
        var makers: [ProviderMethod] = []
        if !values.contains(where: \.type.isFunction) {
            let name = ChildScope.factoryName(of: entry.name)
            let signature = "\(parent.name).\(name)(" + values.map { $0.name + ":" }.joined() + ")"
            let parameters = zip(values, valueDeclarations).map { value, declaration in
                DependencySlot(
                    name: value.name, argumentLabel: value.name, type: value.type, kind: .direct,
                    at: declaration.offset, in: declaration.file, owner: .provider(signature: signature)
                )
            }
            makers = [ChildScope.typeName(of: entry.name), "any " + entry.name].map { result in
                ProviderMethod(
                    name: name, signature: signature, returnType: table.reference(to: result, in: entry), parameters: parameters,
                    reference: entry.reference, effects: .none, isolation: .nonisolated, asyncExecution: .caller, scope: .unique, distance: 0
                )
            }
        }
        return ChildScope(
            parentName: parent.name, parentProperty: property.name!, parentTypeText: property.type!.text,
            parentReference: part.reference(at: property.nameOffset),
            parentIsolation: inference.ofMember(property, in: part, typeIsolation: isolation), values: values,
            maker: makers.first, protocolMaker: makers.last
        )
    }

    /// The protocol a property's type names: `AppResolver`, `any AppResolver` (a key has no `any`).
    /// Also how `KeepingScope` finds the scope its alias names.
    static func resolverEntry(named typeText: String, in entry: TypeEntry, table: TypeTable) -> TypeEntry? {
        let name = table.reference(to: typeText, in: entry).key.text
        return table.entries(named: name).first { $0.kind == .protocol }
    }
}
