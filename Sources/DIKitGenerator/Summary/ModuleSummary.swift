import SwiftDeclarations

/// What a module's run tells the runs of the modules that depend on it (`--emit-summary`),
/// so that they read no source of it and analyse none of its resolvers again:
///
/// - its name and compiler settings, which decide where its declarations run;
/// - its files as read: their declarations (no bodies) and line tables, from
///   which a dependent learns its types, markers, isolation and resolvers, and to which its
///   diagnostics can point;
/// - for each resolver it declares, every method its extension defines or inherits: name,
///   identity (what builds the value, and what builds what that needs, as a stable hash),
///   effects, and which resolvers' extensions define it. A refinement in a dependent module
///   compares its own methods with these, and defines only those that differ.
///
/// A module generated in several `#if` configurations gives no methods: its dependents
/// analyse its resolvers from its declarations, as they would from its sources.
public struct ModuleSummary: Sendable {
    public var module: ModuleName
    /// The settings the module is compiled with.
    public var compilerSettings: CompilerSettings
    /// The module's files, each with `module` set.
    public var files: [SourceFile]
    /// Every source file of the module's run, by path, with a hash of its bytes (set by
    /// the tool that reads the files): a dependent tells a summary of the files it is given
    /// from one of older files.
    public var sourceHashes: [SourceHash] = []
    /// The resolvers it declares, by name.
    var resolvers: [String: ResolverSummary]

    public struct SourceHash: Sendable, Equatable {
        public var path: String
        public var hash: UInt64

        public init(path: String, hash: UInt64) {
            self.path = path
            self.hash = hash
        }
    }

    init(module: ModuleName, compilerSettings: CompilerSettings, files: [SourceFile], resolvers: [String: ResolverSummary]) {
        self.module = module
        self.compilerSettings = compilerSettings
        self.files = files.map { file in
            var file = file
            file.module = module
            return file
        }
        self.resolvers = resolvers
    }
}

/// One resolver of a summarized module: its methods, and the resolvers it refines at any distance.
struct ResolverSummary: Sendable, Equatable {
    var name: String
    var ancestors: [String]
    /// By name.
    var methods: [String: Method]

    struct Method: Sendable, Equatable {
        var identity: UInt64
        var effects: Effects
        /// The resolvers whose extensions define it: this one, or those it inherits it from.
        var definers: [String]
    }
}
