import SwiftDeclarations

/// Which files get the runtime, as the compiler decides it: the first stage of a generation.
///
/// A file that names `DIKit` is read as DIKit's, as DIKit 0.5 read it (whether it imports the
/// module or reaches its names through aliases of another file). A file read only because it
/// names one of DIKit's protocols (`SourceFile.mentionsRuntime` is `false`) is DIKit's where
/// the runtime reaches it without a word: an `@_exported import DIKit` in any file of its
/// module makes DIKit visible to every file of the module and of the modules that import it,
/// and so does one of a module that re-exports it; a top-level alias of one of DIKit's
/// protocols (`typealias Injectable = DIKit.Injectable`) in a file of its module, or of a
/// module it imports, gives it that name. Any other such file is left out: where it conforms a
/// type to one of DIKit's own protocols, a warning says so, since the type is then not built.
struct RuntimeReach {
    /// The files that get the runtime, in order.
    private(set) var files: [SourceFile] = []
    /// A `runtime-not-imported` warning for each file of the generated module that is left out
    /// and declares a conformance to a protocol only DIKit has.
    private(set) var diagnostics: [Diagnostic] = []
    /// The files of the generated module left out without a warning: one may still declare a
    /// protocol that refines a resolver by another name (`unreadRefinements(of:)`).
    private var leftOut: [SourceFile] = []

    init(_ given: [SourceFile], semantics: Semantics) {
        guard given.contains(where: { !$0.mentionsRuntime }) else {
            files = given
            return
        }
        guard semantics.includes(.runtimeReach) else {
            files = given.filter(\.mentionsRuntime)
            return
        }
        let reexporting = Self.modulesReexportingRuntime(given).union(Self.modulesAliasingRuntimeProtocols(given))
        for file in given {
            if file.mentionsRuntime || Self.reaches(file, reexporting: reexporting) {
                files.append(file)
            } else if file.module == nil {
                // A dependency module's files are its own run's to report.
                if let warning = Self.warning(for: file) { diagnostics.append(warning) } else { leftOut.append(file) }
            }
        }
    }

    /// The module (`nil`: the generated one) in which every file sees DIKit: one of its files
    /// writes `@_exported import DIKit`, or `@_exported import` of such a module. Modules are
    /// a handful: found by growing the set until it stops.
    private static func modulesReexportingRuntime(_ files: [SourceFile]) -> Set<ModuleName?> {
        var exports: [ModuleName?: Set<String>] = [:]
        for file in files {
            for declaration in file.declarations.imports where declaration.attributes.contains(where: { $0.name == "_exported" }) {
                if let module = declaration.path.first { exports[file.module, default: []].insert(module) }
            }
        }
        var reexporting: Set<ModuleName?> = []
        var grew = true
        while grew {
            grew = false
            for (module, exported) in exports where !reexporting.contains(module) {
                if exported.contains(runtimeModule) || exported.contains(where: { reexporting.contains(ModuleName($0)) }) {
                    reexporting.insert(module)
                    grew = true
                }
            }
        }
        return reexporting
    }

    /// The modules (`nil`: the generated one) with a top-level alias named as one of DIKit's
    /// protocols, in a file that names the runtime: `typealias Injectable = DIKit.Injectable`.
    private static func modulesAliasingRuntimeProtocols(_ files: [SourceFile]) -> Set<ModuleName?> {
        var modules: Set<ModuleName?> = []
        for file in files where file.mentionsRuntime {
            for case .typeAlias(let alias) in file.declarations.declarations where !DIKitProtocols(bareName: alias.name).isEmpty {
                modules.insert(file.module)
            }
        }
        return modules
    }

    /// Whether the runtime reaches `file`: its module re-exports it (or aliases its protocols),
    /// or it imports a module that does.
    private static func reaches(_ file: SourceFile, reexporting: Set<ModuleName?>) -> Bool {
        guard !reexporting.isEmpty else { return false }
        if reexporting.contains(file.module) { return true }
        return file.declarations.imports.contains { declaration in
            declaration.path.first.map { reexporting.contains(ModuleName($0)) } ?? false
        }
    }

    /// The warning for a file left out: at its first conformance to a protocol only DIKit
    /// declares (not `Resolver`, which other libraries declare too).
    private static func warning(for file: SourceFile) -> Diagnostic? {
        for type in typeDeclarations(of: file) {
            guard let conformance = type.inheritance.first(where: { !DIKitProtocols(named: $0.text).subtracting(.resolver).isEmpty }) else {
                continue
            }
            return Diagnostic(
                .warning, id: .runtimeNotImported,
                "'\(type.name)' conforms to '\(conformance.text)', but nothing makes DIKit visible in '\(file.path)': it does not import "
                    + "DIKit, and no file of its module, nor a module it imports, re-exports it; the file is not read",
                at: file.reference(at: conformance.offset),
                fix: "add 'import DIKit' to '\(file.path)'",
                edits: [Diagnostic.Edit(.firstLine, "import DIKit", at: file.reference(at: 0))]
            )
        }
        return nil
    }

    /// A `runtime-not-imported` warning for each protocol of a file left out that refines one
    /// of `resolverNames` (`protocol AppResolver: CoreResolver`, in a file that imports only
    /// `Core`): Swift accepts it without DIKit, but it is not read, so not extended.
    func unreadRefinements(of resolverNames: Set<String>) -> [Diagnostic] {
        guard !leftOut.isEmpty, !resolverNames.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for file in leftOut {
            for type in Self.typeDeclarations(of: file) {
                guard type.kind == .protocol, let refined = type.inheritance.first(where: { parent in
                    resolverNames.contains(String(parent.text.split(separator: ".").last ?? ""))
                }) else { continue }
                diagnostics.append(Diagnostic(
                    .warning, id: .runtimeNotImported,
                    "'\(type.name)' refines the resolver '\(refined.text)', but nothing makes DIKit visible in '\(file.path)': "
                        + "the file is not read, so nothing is generated for '\(type.name)'",
                    at: file.reference(at: refined.offset),
                    fix: "add 'import DIKit' to '\(file.path)'",
                    edits: [Diagnostic.Edit(.firstLine, "import DIKit", at: file.reference(at: 0))]
                ))
                break
            }
        }
        return diagnostics
    }

    /// The types `file` declares, nested ones included, in order: each type before its members.
    private static func typeDeclarations(of file: SourceFile) -> some Sequence<TypeDeclaration> {
        AnySequence { () -> AnyIterator<TypeDeclaration> in
            var pending = file.declarations.declarations[...]
            return AnyIterator {
                while let declaration = pending.popFirst() {
                    guard case .type(let type) = declaration else { continue }
                    pending += type.members
                    return type
                }
                return nil
            }
        }
    }

    static let runtimeModule = "DIKit"
}
