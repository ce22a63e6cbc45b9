/// `inaccessible-construction`: a resolver's module builds a type of another module, but
/// cannot call what builds it: its `init(dependency:)`, `makeInstance(dependency:)` or
/// `dependency` setter, or an initializer of its `Dependency` (Swift's memberwise one is
/// internal). The generated code would not compile; the error is at the declaration.
enum InaccessibleConstruction {
    /// The errors for `type` built by `resolver`, whose module `modules` says what it
    /// reaches: none when the type is the resolver's module's own, or everything is reached.
    static func diagnostics(for type: InjectableType, builtBy resolver: ResolverProtocol, modules: ModuleVisibility) -> [Diagnostic] {
        guard let owner = type.entry.module, owner != resolver.module else { return [] }
        var diagnostics: [Diagnostic] = []
        let access = type.access
        let builtElsewhere = "'\(resolver.name)' builds '\(type.type.spelling)', of module '\(owner.name)'"
        if let construction = access.construction, !modules.reaches(construction.level, of: owner, from: resolver.module) {
            let member = switch type.style {
            case .initializer: "init(dependency:)"
            case .factoryMethod: "makeInstance(dependency:)"
            case .property: "the setter of 'dependency'"
            case .initializerParameters: "initializer"
            }
            diagnostics.append(Diagnostic(
                .error, id: .inaccessibleConstruction,
                "\(builtElsewhere), but cannot call its \(member): it is \(construction.level) to '\(owner.name)'",
                at: access.constructionReference, fix: "make \(member) public"
            ))
        }
        guard let dependency = access.dependency, !modules.reaches(access.dependencyInitializer, of: owner, from: resolver.module) else {
            return diagnostics
        }
        let parameters = type.dependencies.map { "\($0.name): \($0.type.spelling)" }.joined(separator: ", ")
        let assignments = type.dependencies.map { "self.\($0.name) = \($0.name)" }.joined(separator: "; ")
        let body = assignments.isEmpty ? "{}" : "{ \(assignments) }"
        diagnostics.append(Diagnostic(
            .error, id: .inaccessibleConstruction,
            "\(builtElsewhere), but cannot initialize its 'Dependency': no initializer of it is public "
                + "(Swift's memberwise initializer is internal)",
            at: dependency.reference,
            fix: "add 'public init(\(parameters)) \(body)' to '\(type.type.spelling).Dependency'"
        ))
        return diagnostics
    }
}
