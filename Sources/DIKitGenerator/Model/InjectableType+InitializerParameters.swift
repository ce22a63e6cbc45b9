import SwiftDeclarations

/// `InitializerInjectable`: the type's own initializer is what builds it, and its parameters
/// are its dependencies; there is no `Dependency` struct.
extension InjectableType {
    /// Reads `entry`, which names `InitializerInjectable` at `conformance` in `conformingPart`:
    /// its one initializer (or a struct's memberwise one), and a dependency per parameter.
    static func readInitializerParameters(
        _ entry: TypeEntry, conformance: TypeText, in conformingPart: LocatedDeclaration, table: TypeTable,
        isolation inference: IsolationInference
    ) -> Result<InjectableType, Diagnostic> {
        let typeName = entry.name
        let typeIsolation = inference.ofType(entry)
        let initializers = InitializerChoice.candidates(of: entry, in: table)
        guard initializers.count <= 1 else {
            let labels = initializers.map { "'\(InitializerChoice.signature(of: $0.function))'" }
            return .failure(Diagnostic(
                .error, id: .ambiguousInitializer,
                "'\(typeName)' is InitializerInjectable but declares \(initializers.count) initializers (\(labels.joined(separator: ", "))): "
                    + "the generated code would not know which to call",
                at: conformingPart.reference(at: conformance.offset),
                notes: initializers.map { .init("an initializer is declared here", at: $0.part.reference(at: $0.function.offset)) },
                fix: "keep one designated initializer (a class's convenience initializers do not count), or conform to 'Injectable' instead"
            ))
        }
        guard let initializer = initializers.first else {
            if let declaration = entry.primary, InitializerChoice.hasImplicitInitializer(entry, in: table) {
                // A class or actor whose stored properties all have a value has `init()`.
                return .success(InjectableType(
                    type: TypeReference(key: entry.key, spelling: typeName), style: .initializerParameters,
                    dependencies: [], reference: entry.reference, effects: .none, isolation: typeIsolation, asyncExecution: .concurrent,
                    conformances: table.dikitProtocols(of: entry), semantics: table.semantics, entry: entry,
                    access: ConstructionAccess(construction: (min(entry.access, .internal), declaration.declaration.offset, declaration), dependency: nil)
                ))
            }
            // A struct without initializers is built with its memberwise one.
            guard entry.kind == .struct, let declaration = entry.primary else {
                return .failure(Diagnostic(
                    .error, id: .missingInitializer,
                    "'\(typeName)' is InitializerInjectable but declares no initializer that generated code can call",
                    at: conformingPart.reference(at: conformance.offset),
                    fix: "add a non-failable initializer whose parameters are the dependencies of '\(typeName)'"
                ))
            }
            let owner = DependencySlot.Owner.memberwiseInitializer(ofType: typeName)
            let dependencies = DependencyRule(semantics: table.semantics).parameters(of: declaration) { property, name, type, kind in
                DependencySlot(
                    name: name, argumentLabel: name, type: table.reference(to: type.text, in: entry), kind: kind,
                    at: property.nameOffset, in: declaration.file, owner: owner
                )
            }
            let level = InitializerChoice.memberwiseLevel(of: declaration)
            // Where the memberwise initializer runs, as for a `Dependency`: the part of the
            // enclosing type that declares the struct, when it is nested.
            let parent = table.enclosingEntry(of: entry)
            let sendable = SendableTypes(table: table, isolation: inference)
            let isolation = inference.ofMemberwiseInitializer(
                of: declaration, in: parent.flatMap { Self.enclosingPart(of: declaration, in: $0) },
                enclosingIsolation: parent.map(inference.ofType) ?? typeIsolation,
                storedPropertiesAreSendable: { dependencies.allSatisfy { sendable.isKnownSendable($0.type) } }
            )
            return .success(InjectableType(
                type: TypeReference(key: entry.key, spelling: typeName), style: .initializerParameters, dependencies: dependencies,
                reference: entry.reference, effects: .none, isolation: isolation, asyncExecution: .concurrent,
                conformances: table.dikitProtocols(of: entry), semantics: table.semantics, entry: entry,
                access: ConstructionAccess(construction: (level, declaration.declaration.offset, declaration), dependency: nil)
            ))
        }
        let function = initializer.function
        if let parameter = function.parameters.first(where: { $0.isVariadic || $0.type?.text.hasPrefix("inout ") == true }) {
            let what = parameter.isVariadic ? "variadic" : "'inout'"
            return .failure(Diagnostic(
                .error, id: .unsupportedParameter,
                "Parameter '\(parameter.internalName)' of '\(typeName).\(InitializerChoice.signature(of: function))' is \(what): "
                    + "the generated code passes each dependency as one value",
                at: initializer.part.reference(at: parameter.offset),
                fix: "take the dependency as one value (an array, or a non-inout parameter)"
            ))
        }
        let signature = "\(typeName).\(InitializerChoice.signature(of: function))"
        let dependencies = function.parameters.map { parameter in
            DependencySlot(
                name: parameter.internalName, argumentLabel: parameter.label,
                type: table.reference(to: parameter.type?.text ?? "", in: entry),
                kind: parameter.defaultValue == nil ? .direct : .defaulted,
                isSent: parameter.type?.text.hasPrefix("sending ") ?? false,
                at: parameter.offset, in: initializer.part.file, owner: .initializer(signature: signature)
            )
        }
        let effects = Effects(of: function, in: table, scope: entry)
        return .success(InjectableType(
            type: TypeReference(key: entry.key, spelling: typeName), style: .initializerParameters, dependencies: dependencies,
            reference: entry.reference, effects: effects,
            isolation: inference.ofMember(function, in: initializer.part, typeIsolation: typeIsolation),
            asyncExecution: effects.isAsync ? inference.asyncExecution(of: function, in: initializer.part) : .concurrent,
            conformances: table.dikitProtocols(of: entry), semantics: table.semantics, entry: entry,
            access: ConstructionAccess(
                construction: (ConstructionAccess.level(of: function.modifiers, in: initializer.part), function.offset, initializer.part),
                dependency: nil
            )
        ))
    }
}

/// Which initializer of an `InitializerInjectable` type generated code calls.
enum InitializerChoice {
    /// The initializers generated code could call: every `init` of every part (for a class
    /// that declares none, its superclass's, which it inherits), except failable ones and a
    /// class's convenience ones, which delegate to a designated one.
    static func candidates(of entry: TypeEntry, in table: TypeTable) -> [MemberFunction] {
        table.methods(of: entry, named: "init") { function in
            guard case .initializer(let optionality) = function.kind else { return false }
            return optionality.isEmpty && !function.modifiers.contains(where: { $0.name == "convenience" })
        }
    }

    /// Whether `entry`, a class or actor that declares no initializer (nor do its superclasses),
    /// has Swift's implicit `init()`: every stored instance property of it and of its
    /// superclasses has a value (an initial value, or `nil` for an optional `var`), and the
    /// last of them is a root class. That is known when its inheritance clause starts with a
    /// protocol: one of DIKit's, one that was read, or a well-known one of the standard
    /// library or the SDK; a class it may inherit from that was not read may need arguments.
    static func hasImplicitInitializer(_ entry: TypeEntry, in table: TypeTable) -> Bool {
        guard entry.kind == .class || entry.kind == .actor else { return false }
        var root = entry
        for type in table.lineage(of: entry) {
            root = type
            for part in type.parts {
                for case .variable(let property) in part.declaration.members where !property.isStatic && property.isStored {
                    guard property.hasInitializer || !property.isLet && isOptional(property.type?.text) else { return false }
                }
            }
        }
        guard let first = root.primary?.declaration.inheritance.first else { return true }
        if !DIKitProtocols(named: first.text).isEmpty || wellKnownProtocols.contains(first.text) { return true }
        return table.reference(to: first.text, in: root).key.text == first.text
            && table.entries(named: first.text).contains { $0.kind == .protocol }
    }

    /// Whether `text` writes an optional type: `T?`, `T!`, `Optional<T>` (a `var` of which
    /// starts as `nil`).
    private static func isOptional(_ text: String?) -> Bool {
        guard let text else { return false }
        switch TypeDescriptionReader.read(text) {
        case .optional, .implicitlyUnwrappedOptional: return true
        case .named(let components): return components.count == 1 && components[0].name == "Optional"
        default: return false
        }
    }

    /// Protocols a root class often names first: the standard library's, Combine's and
    /// Foundation's.
    private static let wellKnownProtocols: Set<String> = [
        "AnyObject", "Sendable", "Hashable", "Equatable", "Identifiable", "Comparable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "ObservableObject", "@unchecked Sendable",
    ]

    /// `init(grinder:_:)`.
    static func signature(of function: FunctionDeclaration) -> String {
        "init(\(TypeEntry.labels(of: function)))"
    }

    /// Swift's memberwise initializer is internal, or private (fileprivate) when a stored
    /// property it takes is.
    static func memberwiseLevel(of declaration: LocatedDeclaration) -> AccessLevel {
        var level = AccessLevel.internal
        for property in TypeShape.typedProperties(of: declaration.declaration) where !property.isStatic {
            level = min(level, AccessLevel(modifiers: property.modifiers))
        }
        return level
    }
}
