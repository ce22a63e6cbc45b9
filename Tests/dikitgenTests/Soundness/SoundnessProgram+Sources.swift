/// The program's sources that `dikitgen` reads: its types, and its resolver protocols.
/// Lines are recorded as they are written, so that a test can say where a diagnostic must point.
extension SoundnessProgram {
    var typesFileName: String { "\(prefix)_Types.swift" }
    var resolverFileName: String { "\(prefix)_Resolver.swift" }

    /// The 1-based lines of what the types file declares.
    struct TypesFile {
        var text = ""
        /// The line of each type's declaration (`struct P1_T3`, or `final class T3` in the namespace).
        var declarationLines: [Int: Int] = [:]
        /// The line of each member of a `Dependency`, or of a provided type's stored property,
        /// by type and member position.
        var memberLines: [[Int]: Int] = [:]
        fileprivate var lines: [String] = []

        fileprivate mutating func add(_ line: String) { lines.append(line) }
        fileprivate var nextLine: Int { lines.count + 1 }
    }

    /// The types, whose summaries are written for `configuration` (see `summaryModifiers`).
    func typesFile(for configuration: CompilerConfiguration) -> TypesFile {
        var file = TypesFile()
        file.add("import DIKit")
        file.add("")
        // Public, so that a type of any access level may name them.
        file.add("public enum \(firstErrorName): Error { case failed }")
        file.add("public enum \(secondErrorName): Error { case failed }")
        for alias in usedAliases {
            file.add("public typealias \(aliasName(alias)) = \(Self.aliasPool[alias].underlying)")
        }
        if passesUnsendableParameter {
            // `nonisolated`: the module's default isolation would make it `Sendable`.
            file.add("public nonisolated final class \(spelled(Self.unsendableParameter.typeName)): CustomStringConvertible {")
            file.add("    let value: Int")
            file.add("    public init(value: Int) { self.value = value }")
            file.add("    public var description: String { \"tally\\(value)\" }")
            file.add("}")
        }
        if usesCustomActor {
            file.add("@globalActor public actor \(customActorName) { public static let shared = \(customActorName)() }")
        }
        // `Sendable` where its implementation is, so that its values cross as the type's do;
        // `nonisolated`, or under main-actor default isolation a conforming actor's static
        // members would be inferred to run on the main actor.
        for index in types.indices where types[index].bindsProtocol {
            let refined = isSendable(.direct(index)) ? ": Sendable" : ""
            file.add("\(types[index].access.modifier)nonisolated protocol \(boundProtocolName(index))\(refined) {}")
        }
        for index in types.indices where types[index].placement != .nested {
            file.add("")
            renderInClauses(index, into: &file, indentation: "", configuration: configuration)
        }
        if types.contains(where: { $0.placement == .nested }) {
            file.add("")
            file.add("\(namespaceAccess.modifier)enum \(namespaceName) {")
            for index in types.indices where types[index].placement == .nested {
                renderInClauses(index, into: &file, indentation: "    ", configuration: configuration)
            }
            file.add("}")
        }
        file.text = file.lines.joined(separator: "\n") + "\n"
        return file
    }

    var resolverFile: String {
        var lines = ["import DIKit", ""]
        lines.append("\(resolverAccess.modifier)protocol \(resolverName): Resolver\(isSendableResolver ? ", Sendable" : "") {")
        if declaresStore { lines.append("    var sharedInstances: \(storeTypeName) { get }") }
        for index in types.indices where types[index].kind == .provided && !providersInContainer {
            lines.append("    " + providerDeclaration(of: index, effects: types[index].effects))
        }
        for alias in usedAliases {
            lines.append("    func provide\(aliasName(alias))() -> \(aliasName(alias))")
        }
        for target in contributedTypes {
            for declaration in contributionDeclarations(of: target) { lines.append("    " + declaration) }
        }
        lines.append("}")
        if providersInContainer {
            lines += ["", "\(resolverAccess.modifier)enum \(containerName): ContributesProviders {"]
            for index in types.indices where types[index].kind == .provided {
                lines.append("    \(resolverAccess.modifier)static \(providerDeclaration(of: index, effects: types[index].effects)) {")
                lines.append("        \(providedConstruction(of: index))")
                lines.append("    }")
            }
            lines.append("}")
        }
        if hasScope {
            // `nonisolated`: read from methods on any actor (ChildScope+Providers.swift).
            lines += ["", "\(resolverAccess.modifier)protocol \(scopeName): Resolver\(isSendableResolver ? ", Sendable" : "") {"]
            lines.append("    nonisolated var parent: any \(resolverName) { get }")
            lines.append("    nonisolated var \(Self.scopeValue.name): \(Self.scopeValue.typeName) { get }")
            if declaresStore { lines.append("    var sharedInstances: \(storeTypeName) { get }") }
            if let scopeContribution { lines.append("    " + scopeContributionDeclaration(of: scopeContribution)) }
            lines.append("}")
            if let scopeContribution {
                // The type generated for the scope implements only properties; it is public
                // with a public scope, and so must be what it conforms with.
                lines += ["", "extension \(scopeName) {", "    \(resolverAccess.modifier)\(scopeContributionDeclaration(of: scopeContribution)) { value }", "}"]
            }
        }
        if let refinement {
            lines += ["", "protocol \(testResolverName): \(resolverName) {"]
            lines.append("    " + providerDeclaration(of: refinement.replaced, effects: refinement.effects))
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `P1_T3(d0: d0, label: label)`: what the provider of `provided` type `index` returns.
    func providedConstruction(of index: Int) -> String {
        let arguments = types[index].members.enumerated().map { position, member in
            let label = label(of: member, at: position, in: index)
            return "\(label): \(label)"
        }
        return "\(qualifiedName(index))(\(arguments.joined(separator: ", ")))"
    }

    /// `func provideP1_T3(d0: P1_T1, label: String) async -> P1_T3`: its members as parameters.
    func providerDeclaration(of index: Int, effects: Effects) -> String {
        let parameters = types[index].members.enumerated().map { position, member in
            "\(label(of: member, at: position, in: index)): \(escaping(member))\(typeText(of: member))"
        }
        return "func provide\(methodStem(index))(\(parameters.joined(separator: ", ")))\(effects.specifiers) -> \(qualifiedName(index))"
    }

    /// `func contributeFirstP1_T3(value: P1_T3) async -> P1_T3`, and its second.
    func contributionDeclarations(of target: Int) -> [String] {
        let effects = contributionEffects[target] ?? .none
        return contributionNames(of: target).map { name in
            "func \(name)(value: \(qualifiedName(target)))\(effects.specifiers) -> \(qualifiedName(target))"
        }
    }

    /// `func contributeThirdP1_T3(value: P1_T3) -> P1_T3`, with the effects of the resolver's.
    func scopeContributionDeclaration(of target: Int) -> String {
        let effects = contributionEffects[target] ?? .none
        return "func \(scopeContributionName(of: target))(value: \(qualifiedName(target)))\(effects.specifiers) -> \(qualifiedName(target))"
    }

    /// `@escaping ` before a parameter of function type.
    func escaping(_ member: Member) -> String {
        switch member {
        case .closure, .later: "@escaping "
        default: ""
        }
    }

    // MARK: - A type

    /// The type's declaration, or, when it has a condition, an `#if` whose clauses are it and
    /// its alternative without dependencies (whose lines are not recorded).
    private func renderInClauses(_ index: Int, into file: inout TypesFile, indentation: String, configuration: CompilerConfiguration) {
        guard let condition = types[index].condition else {
            return render(index, into: &file, indentation: indentation, configuration: configuration)
        }
        var alternative = inactiveAlternative
        alternative.types[index].condition = nil
        func renderAlternative() {
            let recorded = (file.declarationLines, file.memberLines)
            alternative.render(index, into: &file, indentation: indentation, configuration: configuration)
            (file.declarationLines, file.memberLines) = recorded
        }
        file.add(indentation + "#if " + condition.text)
        if condition.isActive { render(index, into: &file, indentation: indentation, configuration: configuration) } else { renderAlternative() }
        file.add(indentation + "#else")
        if condition.isActive { renderAlternative() } else { render(index, into: &file, indentation: indentation, configuration: configuration) }
        file.add(indentation + "#endif")
    }

    private func conformances(of index: Int) -> [String] {
        let type = types[index]
        let kind: [String] = switch type.kind {
        case .initializer: ["Injectable"]
        case .factoryMethod: ["FactoryMethodInjectable"]
        // A property is assigned on the type's actor: an isolated conformance.
        case .property: [[attribute(of: type.isolation), "PropertyInjectable"].compactMap { $0 }.joined(separator: " ")]
        case .provided: []
        case .initializerParameters: ["InitializerInjectable"]
        }
        let lifetime: [String] = switch type.lifetime {
        case .unique: []
        case .shared: ["SharedInstance"]
        case .weakShared: ["WeakSharedInstance"]
        case .perResolution: ["SharedInResolution"]
        }
        return kind + lifetime + (type.bindsProtocol ? [boundProtocolName(index), "ContributesBinding"] : [])
    }

    private func render(_ index: Int, into file: inout TypesFile, indentation: String, configuration: CompilerConfiguration) {
        let type = types[index]
        let name = declaredName(index)
        let access = type.access.modifier
        let conformances = conformances(of: index)
        let inExtension = type.placement == .extensionConformance
        let conformanceText = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        file.declarationLines[index] = file.nextLine
        // Attributes come before modifiers: `@MainActor public final class`.
        let attribute = attribute(of: type.isolation).map { $0 + " " } ?? ""
        let isolation = type.isolation == .nonisolated ? "nonisolated " : ""
        let keyword = type.isActor ? "actor " : type.isClass ? "final class " : "struct "
        let generic = type.genericArgument == nil ? "" : "<Value>"
        file.add(indentation + attribute + access + isolation + keyword + name + generic + (inExtension ? "" : conformanceText) + " {")
        // What must be in the type's body: its stored properties and a class's initializers.
        let inner = indentation + "    "
        if type.bindsProtocol { file.add(inner + access + "typealias BoundType = any \(boundProtocolName(index))") }
        switch type.kind {
        case .initializer, .factoryMethod:
            // Not `dependency`: a struct's memberwise `init(dependency:)` would clash with
            // an `init(dependency:)` written in an extension.
            file.add(inner + "let held: Dependency")
        case .property:
            file.add(inner + access + "var dependency: Dependency!")
            file.add(inner + access + "init() {}")
        case .provided, .initializerParameters:
            for (position, member) in type.members.enumerated() {
                file.memberLines[[index, position]] = file.nextLine
                file.add(inner + "let \(label(of: member, at: position, in: index)): \(typeText(of: member))")
            }
            let parameters = type.members.enumerated().map { position, member in
                "\(label(of: member, at: position, in: index)): \(escaping(member))\(typeText(of: member))"
            }
            let assignments = type.members.indices.map { position in
                let label = label(of: type.members[position], at: position, in: index)
                return "self.\(label) = \(label)"
            }
            // The dependencies of an `InitializerInjectable` are its initializer's parameters,
            // where dikitgen reports them; a provided type's are its stored properties.
            if type.kind == .initializerParameters {
                for position in type.members.indices { file.memberLines[[index, position]] = file.nextLine }
            }
            let initializer = type.kind == .initializerParameters ? access + "init" : "init"
            let effects = type.kind == .initializerParameters ? type.effects.specifiers : ""
            file.add(inner + "\(initializer)(\(parameters.joined(separator: ", ")))\(effects) { \(assignments.joined(separator: "; ")) }")
        }
        if type.isClass || !inExtension { renderInitializers(of: index, into: &file, indentation: inner) }
        if inExtension {
            file.add(indentation + "}")
            // An extension's members take the module's default isolation, not a
            // `nonisolated` type's: the extension says it too.
            let isolation = type.isolation == .nonisolated ? "nonisolated " : ""
            file.add(indentation + isolation + "extension \(name)\(conformanceText) {")
            if !type.isClass { renderInitializers(of: index, into: &file, indentation: inner) }
        }
        if type.kind != .provided && type.kind != .initializerParameters { renderDependency(of: index, into: &file, indentation: inner) }
        renderSummary(of: index, into: &file, indentation: inner, configuration: configuration)
        file.add(indentation + "}")
    }

    private func renderInitializers(of index: Int, into file: inout TypesFile, indentation: String) {
        let type = types[index]
        let access = type.access.modifier
        switch type.kind {
        case .initializer:
            file.add(indentation + access + "init(dependency: \(sending(index))Dependency)\(type.effects.specifiers) { self.held = dependency }")
        case .factoryMethod:
            // A struct has its memberwise `init(held:)`.
            if type.isClass { file.add(indentation + "init(held: \(sending(index))Dependency) { self.held = held }") }
        case .property, .provided, .initializerParameters:
            break
        }
        if type.kind == .factoryMethod {
            file.add(indentation + access + "static func makeInstance(dependency: \(sending(index))Dependency)\(type.effects.specifiers) -> \(declaredName(index)) {")
            file.add(indentation + "    \(declaredName(index))(held: dependency)")
            file.add(indentation + "}")
        }
    }

    /// An actor stores its dependencies: it takes them `sending` (DependenciesAndResolvers.md).
    private func sending(_ index: Int) -> String {
        types[index].isActor ? "sending " : ""
    }

    private func renderDependency(of index: Int, into file: inout TypesFile, indentation: String) {
        let access = types[index].access.modifier
        // A struct declared in an extension takes the module's default isolation (the main
        // actor under Xcode 26's settings), not the type's: one of a type that is not
        // isolated, or on another actor, says `nonisolated`, so that the type may build and
        // read it, as dikitgen's `isolation-conflict` tells a user to.
        let type = types[index]
        let isOtherwiseIsolated = type.isolation == .nonisolated || type.isolation == .customActor
        let isolation = isOtherwiseIsolated && type.placement == .extensionConformance ? "nonisolated " : ""
        file.add(indentation + isolation + access + "struct Dependency {")
        for (position, member) in types[index].members.enumerated() {
            file.memberLines[[index, position]] = file.nextLine
            // The generic parameter, where the type's own declaration names it.
            let written = if case .inner = member { "Value" } else { typeText(of: member) }
            file.add(indentation + "    \(access)let \(label(of: member, at: position, in: index)): \(written)")
        }
        // Left to its default unless the test resolver's provider passes it.
        if isReplaced(index) { file.add(indentation + "    var origin: String = \"built\"") }
        file.add(indentation + "}")
    }

    /// `func summary() async -> String`: the type's name and what it was given, its
    /// closures called and its `Lazy`s read, as `SoundnessProgram.expectedSummary` predicts.
    private func renderSummary(of index: Int, into file: inout TypesFile, indentation: String, configuration: CompilerConfiguration) {
        let type = types[index]
        // On the type's actor if it has one; otherwise on its caller's, so that a value that
        // is not `Sendable` is not sent off an actor to be summarized, except where the module
        // isolates undeclared types to the main actor: that is where their state is.
        let isIsolated = type.isActor || attribute(of: type.isolation) != nil
            || type.isolation == .unspecified && configuration.defaultIsolation != nil
        let modifier = isIsolated ? "" : "nonisolated(nonsending) "
        let holder = switch type.kind {
        case .provided, .initializerParameters: "self."
        case .property: "dependency."
        case .initializer, .factoryMethod: "held."
        }
        file.add(indentation + modifier + "func summary() async -> String {")
        let body = indentation + "    "
        file.add(body + "var parts: [String] = []")
        for (position, member) in type.members.enumerated() {
            let label = label(of: member, at: position, in: index)
            let value = holder + label
            switch member {
            case .direct(let target) where types[target].bindsProtocol:
                // The protocol declares nothing: the summary is the implementation's.
                file.add(body + "parts.append(await (\(value) as! \(qualifiedName(target))).summary())")
            case .direct:
                file.add(body + "parts.append(await \(value).summary())")
            case .optional:
                file.add(body + "if let value = \(value) { parts.append(\"?\" + (await value.summary())) } else { parts.append(\"nil\") }")
            case .closure(let closure):
                let arguments = closure.supplied.map { spelled($0.closureArgument) }.joined(separator: ", ")
                file.add(body + "do { let value = try await \(value)(\(arguments)); parts.append(\"()\" + (await value.summary())) } catch { parts.append(\"threw\") }")
            case .later:
                // Calling it would recurse when its type needs this one.
                file.add(body + "parts.append(\"later\")")
            case .inner:
                file.add(body + "parts.append(\"inner=\" + String(describing: type(of: \(value))))")
            case .lazy:
                file.add(body + "parts.append(\"lazy \" + (await \(value).value.summary()))")
            case .parameter:
                file.add(body + "parts.append(\"\(label)=\" + String(describing: \(value)))")
            case .alias:
                file.add(body + "parts.append(\"\(label)=\" + String(describing: \(value)))")
            case .optionalParameter:
                file.add(body + "parts.append(\"\(label)=\" + (\(value).map { String(describing: $0) } ?? \"nil\"))")
            case .collection(_, let kind):
                let elements = kind == .array ? value : "\(value).sorted { $0.key < $1.key }.map(\\.value)"
                file.add(body + "do { var items: [String] = []; for item in \(elements) { items.append(await item.summary()) }; "
                    + "parts.append(\"\(kind == .array ? "" : "map")[\" + items.joined(separator: \";\") + \"]\") }")
            }
        }
        if isReplaced(index) { file.add(body + "parts.append(\"origin=\" + held.origin)") }
        file.add(body + "return \"T\(index){\" + parts.joined(separator: \",\") + \"}\"")
        file.add(indentation + "}")
    }
}
