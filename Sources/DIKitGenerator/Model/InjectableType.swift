import SwiftDeclarations

/// How a type receives its dependencies, from the DIKit protocol it conforms to.
enum InjectionStyle: CaseIterable {
    /// `Injectable`: `T(dependency:)`.
    case initializer
    /// `FactoryMethodInjectable`: `T.makeInstance(dependency:)`.
    case factoryMethod
    /// `PropertyInjectable`: `t.dependency = T.Dependency(...)`.
    case property
    /// `InitializerInjectable`: `T(a: ..., b: ...)`, the initializer's parameters as the
    /// dependencies.
    case initializerParameters

    var protocolName: String {
        switch self {
        case .initializer: "Injectable"
        case .factoryMethod: "FactoryMethodInjectable"
        case .property: "PropertyInjectable"
        case .initializerParameters: "InitializerInjectable"
        }
    }

    var dikitProtocol: DIKitProtocols {
        switch self {
        case .initializer: .injectable
        case .factoryMethod: .factoryMethodInjectable
        case .property: .propertyInjectable
        case .initializerParameters: .initializerInjectable
        }
    }

    /// The protocol as DIKit 0.5 names it when `Dependency` is missing: the property
    /// style's message says `PropertyInjectableType`.
    var nameInMissingDependencyMessage: String {
        self == .property ? "PropertyInjectableType" : protocolName
    }
}

/// A type that conforms to one of the DIKit protocols and has what that protocol needs.
/// A generic type is a template: each instantiation that is needed is one of its own.
///
/// A class: bindings, graphs and generated methods all refer to it, and copying a reference
/// is one retain where copying its strings, arrays and references is a dozen.
final class InjectableType: Sendable {
    /// The type as generated code writes it: `Checkout.Screen`, `Repository<User>`.
    let type: TypeReference
    let style: InjectionStyle
    let dependencies: [DependencySlot]
    let reference: SourceReference
    let effects: Effects
    /// Where it is built: where its initializer or factory method runs, or where its
    /// `dependency` is assigned.
    let isolation: Isolation
    /// Where its initializer or factory method runs while awaited, if it is `async` and
    /// not isolated.
    let asyncExecution: AsyncExecution
    /// How long a built value lives: its marker's scope.
    let scope: Scope
    /// The DIKit protocols it conforms to, its superclasses' included.
    let conformances: DIKitProtocols
    /// The type it was read from, for instantiating a generic one and for warnings.
    let entry: TypeEntry
    /// How far generated code can reach what builds it, for a module that is not its own.
    let access: ConstructionAccess

    /// Its scope is the one its conformances mark under `semantics`.
    convenience init(
        type: TypeReference, style: InjectionStyle, dependencies: [DependencySlot], reference: SourceReference,
        effects: Effects, isolation: Isolation, asyncExecution: AsyncExecution, conformances: DIKitProtocols, semantics: Semantics,
        entry: TypeEntry, access: ConstructionAccess
    ) {
        self.init(
            type: type, style: style, dependencies: dependencies, reference: reference, effects: effects, isolation: isolation,
            asyncExecution: asyncExecution, scope: Scope(conformances, semantics: semantics), conformances: conformances,
            entry: entry, access: access
        )
    }

    private init(
        type: TypeReference, style: InjectionStyle, dependencies: [DependencySlot], reference: SourceReference,
        effects: Effects, isolation: Isolation, asyncExecution: AsyncExecution, scope: Scope, conformances: DIKitProtocols,
        entry: TypeEntry, access: ConstructionAccess
    ) {
        self.type = type
        self.style = style
        self.dependencies = dependencies
        self.reference = reference
        self.effects = effects
        self.isolation = isolation
        self.asyncExecution = asyncExecution
        self.scope = scope
        self.conformances = conformances
        self.entry = entry
        self.access = access
    }

    /// The same type as `type`, built from `dependencies`: an instantiation of this template.
    func instantiated(as type: TypeReference, dependencies: [DependencySlot]) -> InjectableType {
        InjectableType(
            type: type, style: style, dependencies: dependencies, reference: reference, effects: effects,
            isolation: isolation, asyncExecution: asyncExecution, scope: scope, conformances: conformances, entry: entry, access: access
        )
    }

    var name: String { type.spelling }
}

extension InjectableType {
    /// Reads `entry` as an injectable of `style`: `nil` when it does not conform, a
    /// diagnostic when it conforms but misses what the protocol needs. A diagnostic points
    /// at the offending token: the member that is wrong, or the conformance when the
    /// member is missing.
    static func read(
        _ entry: TypeEntry, as style: InjectionStyle, in table: TypeTable, isolation inference: IsolationInference
    ) -> Result<InjectableType, Diagnostic>? {
        guard let (conformance, conformingPart) = table.conformance(of: entry, to: style.dikitProtocol) else { return nil }
        if style == .initializerParameters {
            return readInitializerParameters(entry, conformance: conformance, in: conformingPart, table: table, isolation: inference)
        }
        func failure(
            _ id: DiagnosticID, _ message: String, at offset: Int, in part: LocatedDeclaration = conformingPart, fix: String,
            edits: [Diagnostic.Edit] = []
        ) -> Result<InjectableType, Diagnostic> {
            .failure(Diagnostic(.error, id: id, message, at: part.reference(at: offset), fix: fix, edits: edits))
        }
        let typeName = entry.name
        let dependencyEntry: TypeEntry?
        switch table.memberType(named: "Dependency", of: entry) {
        case .nested(let type)?:
            dependencyEntry = type
        case .alias(let alias, let target, let type)?:
            guard type?.primary?.declaration.kind == .struct else {
                let what = type.map { "'\($0.name)' is a \($0.primary?.declaration.kind.rawValue ?? "type that was not read")" }
                    ?? "'\(target.key)' is not a non-generic struct declared in the files read"
                return .failure(Diagnostic(
                    .error, id: .dependencyNotStruct, "Associated type 'Dependency' must be a struct, and \(what)",
                    at: alias.file.reference(at: alias.declaration.offset),
                    notes: type.map { [.init("'\($0.name)' is declared here", at: $0.reference)] } ?? [],
                    fix: "make 'Dependency' stand for a struct declared among the files read, with one stored property per dependency"
                ))
            }
            dependencyEntry = type
        case nil:
            dependencyEntry = nil
        }
        guard let dependencyEntry, let dependencyType = dependencyEntry.primary else {
            return failure(
                .missingDependencyType,
                "Associated type 'Dependency' declared in '\(style.nameInMissingDependencyMessage)' is not found",
                at: conformance.offset,
                fix: "declare 'struct Dependency { ... }' inside '\(typeName)' with one stored property per dependency"
            )
        }
        guard dependencyType.declaration.kind == .struct else {
            return failure(
                .dependencyNotStruct, "Associated type 'Dependency' must be a struct",
                at: dependencyType.declaration.offset, in: dependencyType, fix: "declare 'Dependency' as a struct"
            )
        }
        var effects = Effects.none
        let typeIsolation = inference.ofType(entry)
        // Where it is built: where the initializer or factory method that is called runs, or
        // where `dependency` is assigned.
        var isolation = typeIsolation
        // Read only of an async declaration: it decides nothing for another.
        var asyncExecution = AsyncExecution.concurrent
        var takesSentDependency = false
        // What generated code calls to build it: the initializer, factory method or property.
        var construction: (level: AccessLevel, offset: Int, part: LocatedDeclaration)?
        // The closure captures the semantics alone: it needs nothing else of the table.
        let semantics = table.semantics
        let accepted = { (text: String) in acceptsDependencyType(text, of: entry, style: style, semantics: semantics) }
        switch style {
        case .initializer:
            // Read in place, by index: each initializer is a large value.
            let initializers = table.methods(of: entry, named: "init", withOnlyParameter: "dependency")
            guard !initializers.isEmpty else {
                return failure(
                    .missingInitializer, "Initializer 'init(dependency:)' declared in 'Injectable' is not found",
                    at: conformance.offset, fix: "add 'init(dependency: Dependency)' to '\(typeName)'"
                )
            }
            if let match = initializers.indices.first(where: { parameterTypeProblem(of: initializers[$0].function, accepting: accepted) == nil })
                ?? initializers.indices.first(where: { takesDependency(initializers[$0].function, dependencyEntry, in: entry, table) }) {
                let initializer = initializers[match]
                construction = (
                    ConstructionAccess.level(of: initializer.function.modifiers, in: initializer.part), initializer.function.offset, initializer.part
                )
                effects = Effects(of: initializer.function, in: table, scope: entry)
                takesSentDependency = Self.takesSent(initializer.function)
                isolation = inference.ofMember(initializer.function, in: initializer.part, typeIsolation: typeIsolation)
                if effects.isAsync { asyncExecution = inference.asyncExecution(of: initializer.function, in: initializer.part) }
            } else if let problem = parameterTypeProblem(of: initializers[0].function, accepting: accepted) {
                return failure(
                    .missingInitializer, "Initializer 'init(dependency:)' must take 'Dependency', not '\(problem.text)'",
                    at: problem.offset, in: initializers[0].part, fix: "change the parameter's type to 'Dependency'"
                )
            }
        case .factoryMethod:
            let factories = table.methods(of: entry, named: "makeInstance", withOnlyParameter: "dependency")
            guard let factory = factories.first(where: \.function.isStatic) ?? factories.first else {
                return failure(
                    .missingFactoryMethod,
                    "Static factory method 'makeInstance(dependency:)' declared in 'FactoryMethodInjectable' is not found",
                    at: conformance.offset,
                    fix: "add 'static func makeInstance(dependency: Dependency) -> \(typeName)' to '\(typeName)'"
                )
            }
            guard factory.function.isStatic else {
                return failure(
                    .missingFactoryMethod, "Factory method 'makeInstance(dependency:)' must be static",
                    at: factory.function.offset, in: factory.part, fix: "mark 'makeInstance(dependency:)' 'static'"
                )
            }
            if let match = factories.first(where: { $0.function.isStatic && parameterTypeProblem(of: $0.function, accepting: accepted) == nil })
                ?? factories.first(where: { $0.function.isStatic && takesDependency($0.function, dependencyEntry, in: entry, table) }) {
                construction = (ConstructionAccess.level(of: match.function.modifiers, in: match.part), match.function.offset, match.part)
                effects = Effects(of: match.function, in: table, scope: entry)
                takesSentDependency = Self.takesSent(match.function)
                isolation = inference.ofMember(match.function, in: match.part, typeIsolation: typeIsolation)
                if effects.isAsync { asyncExecution = inference.asyncExecution(of: match.function, in: match.part) }
            } else if let problem = parameterTypeProblem(of: factory.function, accepting: accepted) {
                return failure(
                    .missingFactoryMethod,
                    "Factory method 'makeInstance(dependency:)' must take 'Dependency', not '\(problem.text)'",
                    at: problem.offset, in: factory.part, fix: "change the parameter's type to 'Dependency'"
                )
            }
        case .property:
            let declaration = "var dependency: Dependency!"
            let fix = "declare '\(declaration)' in '\(typeName)'"
            guard let (property, part) = table.typedProperty(of: entry, named: "dependency") else {
                return failure(
                    .missingDependencyProperty,
                    "Instance property 'dependency' declared in 'PropertyInjectable' is not found",
                    at: conformance.offset, fix: fix, edits: Diagnostic.Edit.member(declaration, before: entry.closingBrace).map { [$0] } ?? []
                )
            }
            if let staticModifier = property.modifiers.first(where: { $0.name == "static" || $0.name == "class" }) {
                return failure(
                    .missingDependencyProperty, "Property 'dependency' must be an instance property",
                    at: staticModifier.offset, in: part, fix: fix
                )
            }
            if let type = property.type, type.text != "Dependency!", !denotes(type.text, TypeKey(.implicitlyUnwrappedOptional(dependencyEntry.key.type)), in: entry, table) {
                return failure(
                    .missingDependencyProperty, "Property 'dependency' must have type 'Dependency!', not '\(type.text)'",
                    at: type.offset, in: part, fix: fix
                )
            }
            isolation = inference.ofMember(property, in: part, typeIsolation: typeIsolation)
            construction = (ConstructionAccess.level(ofSetter: property.modifiers, in: part), property.offset, part)
        case .initializerParameters:
            preconditionFailure("read by readInitializerParameters")
        }
        let owner = DependencySlot.Owner.dependencyStruct(ofType: typeName)
        let isSent = takesSentDependency
        let dependencies = DependencyRule(semantics: table.semantics).parameters(of: dependencyType) { property, name, type, kind in
            DependencySlot(
                name: name, argumentLabel: name, type: table.reference(to: type.text, in: dependencyEntry), kind: kind,
                isSent: isSent, at: property.nameOffset, in: dependencyType.file, owner: owner
            )
        }
        // The generated code builds the `Dependency` too: where its initializer runs counts.
        let sendable = SendableTypes(table: table, isolation: inference)
        let structureIsolation = inference.ofMemberwiseInitializer(
            of: dependencyType, in: enclosingPart(of: dependencyType, in: entry), enclosingIsolation: typeIsolation,
            storedPropertiesAreSendable: { dependencies.allSatisfy { sendable.isKnownSendable($0.type) } }
        )
        if case .globalActor(let structureActor) = structureIsolation {
            switch isolation {
            case .globalActor(let actor) where actor != structureActor:
                return failure(
                    .isolationConflict,
                    "'\(typeName)' is built on @\(actor), but its 'Dependency' is isolated to @\(structureActor), where it is declared "
                        + "(not every stored property is known to be Sendable), so it cannot be initialized there",
                    at: dependencyType.declaration.nameOffset, in: dependencyType,
                    fix: "declare 'nonisolated struct Dependency', or '@\(actor) struct Dependency'"
                )
            case .unspecified, .nonisolated:
                isolation = structureIsolation
            case .globalActor, .actor:
                break
            }
        }
        return .success(InjectableType(
            type: TypeReference(key: entry.key, spelling: typeName), style: style, dependencies: dependencies,
            reference: entry.reference, effects: effects,
            isolation: isolation, asyncExecution: asyncExecution,
            conformances: table.dikitProtocols(of: entry), semantics: table.semantics, entry: entry,
            access: ConstructionAccess(construction: construction, dependency: dependencyEntry)
        ))
    }

    /// The part of `entry` (its body or one of its extensions) whose members declare
    /// `structure`; `nil` when another type does (`typealias Dependency = Shared`).
    static func enclosingPart(of structure: LocatedDeclaration, in entry: TypeEntry) -> LocatedDeclaration? {
        entry.parts.first { part in
            part.file === structure.file && part.declaration.members.contains { member in
                if case .type(let nested) = member { nested.offset == structure.declaration.offset } else { false }
            }
        }
    }

    /// Whether the only parameter of `function` is declared `sending`: `sending Dependency`.
    private static func takesSent(_ function: FunctionDeclaration) -> Bool {
        guard let text = function.parameters[0].type?.text, text.utf8.first == UInt8(ascii: "s") else { return false }
        return text.hasPrefix("sending ")
    }

    /// Whether the parameter of `init(dependency:)` or `makeInstance(dependency:)` may be
    /// written `text` (DIKit 0.5 accepted the qualified name for the factory method only).
    private static func acceptsDependencyType(_ text: String, of entry: TypeEntry, style: InjectionStyle, semantics: Semantics) -> Bool {
        if text == "Dependency" { return true }
        if !semantics.includes(.memberwiseDependencies) && style == .initializer { return false }
        if text.hasSuffix(".Dependency") && text.utf8.count == entry.name.utf8.count + 11 && text.hasPrefix(entry.name) { return true }
        return semantics.includes(.memberwiseDependencies) && (text == "Self.Dependency" || text == "sending Dependency")
    }

    /// Whether `function`'s only parameter has a type Swift reads as `dependency`, the
    /// `Dependency` struct, however written: its name, or an alias of it
    /// (`init(dependency: ScreenDependencies)` when `Dependency` is an alias of that).
    private static func takesDependency(_ function: FunctionDeclaration, _ dependency: TypeEntry, in entry: TypeEntry, _ table: TypeTable) -> Bool {
        guard let type = function.parameters[0].type else { return false }
        return denotes(type.text, dependency.key, in: entry, table)
    }

    /// Whether `text`, written inside `entry`, is the type whose key is `key`. Only under the
    /// current rules, which follow aliases; DIKit 0.5 compared what was written.
    private static func denotes(_ text: String, _ key: TypeKey, in entry: TypeEntry, _ table: TypeTable) -> Bool {
        table.semantics.includes(.structuralTypes) && table.reference(to: text, in: entry).key == key
    }

    /// The type of `function`'s only parameter when it is not one of `accepted` (or the
    /// function's position when the parameter has no type), `nil` when it is.
    private static func parameterTypeProblem(of function: FunctionDeclaration, accepting accepted: (String) -> Bool) -> TypeText? {
        guard let type = function.parameters[0].type else { return TypeText("", offset: function.parameters[0].offset) }
        return accepted(type.text) ? nil : type
    }
}

/// Which properties of a `Dependency` struct are its dependencies.
struct DependencyRule {
    let semantics: Semantics

    /// DIKit 0.5: every instance property with a written type. Otherwise exactly what the
    /// memberwise initializer takes: stored instance properties, except a `let` with an
    /// initial value; a `var` with one is `defaulted`; one without a written type is left
    /// to its default. Each is passed to `makeSlot` with its name and type, in order.
    func parameters(
        of dependency: LocatedDeclaration, _ makeSlot: (VariableDeclaration, String, TypeText, DependencyKind) -> DependencySlot
    ) -> [DependencySlot] {
        var slots: [DependencySlot] = []
        slots.reserveCapacity(dependency.declaration.members.count)
        for property in TypeShape.typedProperties(of: dependency.declaration) where !property.isStatic {
            let (name, type) = (property.name!, property.type!)
            guard semantics.includes(.memberwiseDependencies) else {
                slots.append(makeSlot(property, name, type, .direct))
                continue
            }
            guard property.isStored, !property.modifiers.contains(where: { $0.name == "lazy" }) else { continue }
            if property.hasInitializer {
                if !property.isLet { slots.append(makeSlot(property, name, type, .defaulted)) }
            } else {
                slots.append(makeSlot(property, name, type, .direct))
            }
        }
        return slots
    }
}
