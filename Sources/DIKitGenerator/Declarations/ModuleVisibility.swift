import SwiftDeclarations

/// What each module of the program sees of the others, as the compiler decides it: a
/// module sees its own declarations, and the public ones of the modules it imports,
/// directly or through an imported module (a dependency module's types reach generated
/// code through its dependents); `@testable import M` adds M's internal declarations.
///
/// The files of the generated module have no module name (`nil`); every other module is a
/// dependency read for what it makes visible. With no dependency at all, everything is one
/// module and nothing is filtered.
struct ModuleVisibility {
    /// Whether every file belongs to the generated module.
    let isSingleModule: Bool
    /// For each module, the dependency modules it sees (not itself).
    private let visible: [ModuleName?: Set<ModuleName>]
    /// For each module, the modules it imports with `@testable`.
    private let testable: [ModuleName?: Set<ModuleName>]

    /// The generated file's imports, one line each (`import DIKit`, `@testable import App`),
    /// sorted (so `@testable` ones first): those of the generated module's files, and every
    /// dependency module it sees, as a type of any of them may be named.
    let generatedFileImports: [String]

    init(files: [SourceFile]) {
        // By index: each file is read in place, not copied with its fields.
        isSingleModule = files.indices.allSatisfy { files[$0].module == nil }
        let known = isSingleModule ? [] : Set(files.compactMap(\.module))
        // The modules the generated module's files import, each with whether `@testable`.
        var generatedImports: [String: Bool] = [:]
        var imported: [ModuleName?: Set<ModuleName>] = [:]
        var testable: [ModuleName?: Set<ModuleName>] = [:]
        for index in files.indices {
            let fileModule = files[index].module
            for declaration in files[index].declarations.imports {
                guard let first = declaration.path.first else { continue }
                // DIKit 0.5 takes the module of `import M` and `import M.X`, and nothing
                // from `import struct M.X`.
                if fileModule == nil, declaration.kind == nil { generatedImports[first] = false }
                let module = ModuleName(first)
                guard known.contains(module), module != fileModule else { continue }
                imported[fileModule, default: []].insert(module)
                if declaration.attributes.contains(where: { $0.name == "testable" }) {
                    testable[fileModule, default: []].insert(module)
                }
            }
        }
        // The closure of each module's imports: a handful of modules, each walked once per module.
        var visible: [ModuleName?: Set<ModuleName>] = [:]
        for module in isSingleModule ? [] : Set(files.map(\.module)) {
            var seen = Set<ModuleName>()
            var stack = Array(imported[module] ?? [])
            while let next = stack.popLast() {
                guard next != module, seen.insert(next).inserted else { continue }
                stack += imported[next] ?? []
            }
            visible[module] = seen
        }
        for module in visible[nil] ?? [] { generatedImports[module.name] = testable[nil]?.contains(module) == true }
        generatedFileImports = generatedImports.map { module, isTestable in
            isTestable ? "@testable import \(module)" : "import \(module)"
        }.sorted()
        self.visible = visible
        self.testable = testable
    }

    /// Whether code in `module` can name `entry`.
    func sees(_ entry: TypeEntry, from module: ModuleName?) -> Bool {
        guard !isSingleModule else { return true }
        let owner = entry.module
        guard owner != module else { return true }
        guard let owner, visible[module]?.contains(owner) == true else { return false }
        return reaches(entry.access, of: owner, from: module)
    }

    /// Whether code in `module` can call a declaration of `owner`'s at `level`, `owner`
    /// being a module it sees: a public or package one, or an internal one through
    /// `@testable import`.
    func reaches(_ level: AccessLevel, of owner: ModuleName, from module: ModuleName?) -> Bool {
        switch level {
        case .public, .package: true
        case .internal: testable[module]?.contains(owner) == true
        case .fileprivate, .private: false
        }
    }

    /// Whether code in `module` sees the declarations of `other` (some of them).
    func sees(module other: ModuleName?, from module: ModuleName?) -> Bool {
        other == module || other.map { visible[module]?.contains($0) == true } ?? false
    }
}
