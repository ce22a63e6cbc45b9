/// `inaccessible-construction`: a resolver builds a type but cannot call what builds it: its
/// `init(dependency:)`, `makeInstance(dependency:)`, `dependency` setter or initializer is
/// `private` or `fileprivate` (the generated code is a file of its own), or, for a type of
/// another module, not visible to the resolver's, nor an initializer of its `Dependency`
/// (Swift's memberwise one is internal). The generated code would not compile; the error is
/// at the declaration.
enum InaccessibleConstruction {
    /// The errors for `type` built by `resolver`, whose module `modules` says what it
    /// reaches: for a type of the resolver's own module, only a `private` or `fileprivate`
    /// construction (under the current rules: DIKit 0.5 did not check it).
    static func diagnostics(
        for type: InjectableType, builtBy resolver: ResolverProtocol, modules: ModuleVisibility, semantics: Semantics
    ) -> [Diagnostic] {
        let access = type.access
        guard let owner = type.entry.module, owner != resolver.module else {
            guard semantics.includes(.accessControl), access.isFilePrivateOrNarrower, let construction = access.construction else { return [] }
            let member = member(of: type)
            return [Diagnostic(
                .error, id: .inaccessibleConstruction,
                "'\(resolver.name)' builds '\(type.type.spelling)', but cannot call its \(member): it is \(construction.level), "
                    + "and the generated code is a file of its own",
                at: access.constructionReference, fix: "make \(fixTarget(of: type)) internal"
            )]
        }
        var diagnostics: [Diagnostic] = []
        let builtElsewhere = "'\(resolver.name)' builds '\(type.type.spelling)', of module '\(owner.name)'"
        if let construction = access.construction, !modules.reaches(construction.level, of: owner, from: resolver.module) {
            let member = member(of: type)
            diagnostics.append(Diagnostic(
                .error, id: .inaccessibleConstruction,
                "\(builtElsewhere), but cannot call its \(member): it is \(construction.level) to '\(owner.name)'",
                at: access.constructionReference, fix: "make \(fixTarget(of: type)) public"
            ))
        }
        guard let dependency = access.dependency, !modules.reaches(access.dependencyInitializer, of: owner, from: resolver.module) else {
            return diagnostics
        }
        let parameters = type.dependencies.map { "\($0.name): \($0.type.spelling)" }.joined(separator: ", ")
        let assignments = type.dependencies.map { "self.\($0.name) = \($0.name)" }.joined(separator: "; ")
        let body = assignments.isEmpty ? "{}" : "{ \(assignments) }"
        let initializer = "public init(\(parameters)) \(body)"
        diagnostics.append(Diagnostic(
            .error, id: .inaccessibleConstruction,
            "\(builtElsewhere), but cannot initialize its 'Dependency': no initializer of it is public "
                + "(Swift's memberwise initializer is internal)",
            at: dependency.reference,
            fix: "add '\(initializer)' to '\(type.type.spelling).Dependency'",
            edits: Diagnostic.Edit.member(initializer, before: dependency.closingBrace).map { [$0] } ?? []
        ))
        return diagnostics
    }

    /// The same, as a fix names it: `make the initializer public`.
    private static func fixTarget(of type: InjectableType) -> String {
        type.style == .initializerParameters ? "the initializer" : member(of: type)
    }

    /// What generated code calls to build `type`, as a diagnostic names it.
    private static func member(of type: InjectableType) -> String {
        switch type.style {
        case .initializer: "init(dependency:)"
        case .factoryMethod: "makeInstance(dependency:)"
        case .property: "the setter of 'dependency'"
        case .initializerParameters: "initializer"
        }
    }
}
