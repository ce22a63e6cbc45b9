import SwiftDeclarations

/// The top-level type names that two modules of the program declare (`FeatureA.ViewModel`
/// and `FeatureB.ViewModel`), and which of them a name written in a module denotes.
///
/// Such a type of a dependency module is keyed, and spelled in generated code, with its
/// module (`FeatureA.ViewModel`); the generated module's own stays unqualified (`ViewModel`),
/// as is every name that one module alone declares. In a module, a clashing name denotes
/// the module's own type if it declares one, else the one type of that name among the
/// modules it sees.
struct ClashingNames {
    /// For each clashing name, the modules that declare it (`nil`: the generated module).
    private let declaringModules: [String: [ModuleName?]]
    /// The dependency modules' names: `FeatureA.ViewModel` starts with one.
    private let moduleNames: Set<String>
    /// The top-level type names, for telling `M.X` (module M) from `M.X` (type M).
    private let topLevelNames: Set<String>
    /// For each name of the standard library that a module of the program declares too
    /// (an app's own `Result`), the modules that declare it.
    private let standardNameDeclarers: [String: [ModuleName?]]
    private let modules: ModuleVisibility

    init(files: [SourceFile], modules: ModuleVisibility) {
        self.modules = modules
        guard !modules.isSingleModule else {
            declaringModules = [:]
            moduleNames = []
            topLevelNames = []
            standardNameDeclarers = [:]
            return
        }
        var declaring: [String: [ModuleName?]] = [:]
        for file in files {
            for case .type(let type) in file.declarations.declarations where type.kind != .extension {
                if !(declaring[type.name]?.contains(file.module) ?? false) { declaring[type.name, default: []].append(file.module) }
            }
        }
        topLevelNames = Set(declaring.keys)
        declaringModules = declaring.filter { $0.value.count > 1 }
        standardNameDeclarers = declaring.filter { ClashingNames.standardLibraryTypes.contains($0.key) }
        moduleNames = Set(files.compactMap(\.module?.name))
    }

    var isEmpty: Bool { declaringModules.isEmpty }

    /// Whether the program has dependency modules, whose names may lead a type's name
    /// (`FeatureA.ViewModel`, `Networking.HTTPClient`): such a name is then resolved.
    var hasModules: Bool { !moduleNames.isEmpty }

    /// Whether `name` is a name of the standard library that a module of the program declares.
    func shadowsStandardName(_ name: String) -> Bool { standardNameDeclarers[name] != nil }

    /// Whether `name`, written in `module`, is the standard library's type though a module of
    /// the program declares one of that name: `module` sees none that does. Such a name is
    /// keyed and spelled `Swift.Result`, which denotes the same type in every module, also in
    /// one that declares a `Result` of its own.
    func denotesStandardType(_ name: String, from module: ModuleName?) -> Bool {
        guard let declaring = standardNameDeclarers[name] else { return false }
        return !declaring.contains { modules.sees(module: $0, from: module) }
    }

    /// The standard library's types that programs name in dependencies: what a module may
    /// declare again for itself.
    static let standardLibraryTypes: Set<String> = [
        "Array", "ArraySlice", "Bool", "Character", "ClosedRange", "Collection", "Comparable", "ContiguousArray", "Decodable",
        "Dictionary", "Double", "Duration", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8",
        "Int16", "Int32", "Int64", "KeyPath", "Never", "ObjectIdentifier", "Optional", "Range", "Result", "Sequence", "Set",
        "StaticString", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Unicode",
    ]

    /// Whether `name` is a top-level name that several modules declare.
    func contains(_ name: String) -> Bool { declaringModules[name] != nil }

    /// The key of the top-level type `name` that code in `module` denotes: `Module.name` for
    /// a clashing name of a dependency module, `name` otherwise (also when no module or
    /// several that `module` sees declare it: the compiler rejects such code itself).
    func key(of name: String, from module: ModuleName?) -> String {
        guard case .some(.some(let owner)) = owner(of: name, from: module) else { return name }
        return "\(owner.name).\(name)"
    }

    /// The module whose top-level type `name` denotes in `module`, for a clashing name: its
    /// own if it declares one, else the only one among those it sees; `nil` when none or
    /// several are seen, or the name does not clash.
    private func owner(of name: String, from module: ModuleName?) -> ModuleName?? {
        guard let declaring = declaringModules[name] else { return nil }
        if declaring.contains(module) { return .some(module) }
        let seen = declaring.filter { modules.sees(module: $0, from: module) }
        return seen.count == 1 ? .some(seen[0]) : nil
    }

    /// Whether `module.name` names the type that `name` alone does, so the module can go:
    /// `FeatureA.Config` is `Config` when only one module declares `Config`, but
    /// `FeatureA.ViewModel` stays when `ViewModel` clashes, and `M.X` stays when `M` is
    /// also a type's name.
    func dropsModule(_ module: String, before name: String) -> Bool { isModuleName(module) && !contains(name) }

    /// Whether `name` is the name of a dependency module, and no type's.
    func isModuleName(_ name: String) -> Bool { moduleNames.contains(name) && !topLevelNames.contains(name) }

    /// The text of `key`, a key of this program, as code in `module` names the type:
    /// without the module of a clashing name where that name alone denotes the type there.
    /// Generated method names are spelled from it, so that a dependency's resolver's
    /// methods are named as its own run names them.
    func spelling(of key: TypeKey, seenFrom module: ModuleName?) -> String {
        guard !isEmpty, !key.isPlainName else { return key.text }
        let type = key.type
        let seen = type.mappingNames { components in
            guard components.count > 1, isModuleName(components[0].name),
                  case .some(.some(let owner)) = owner(of: components[1].name, from: module), owner.name == components[0].name
            else { return .named(components) }
            return .named(Array(components.dropFirst()))
        }
        return seen == type ? key.text : seen.canonicalText
    }
}
