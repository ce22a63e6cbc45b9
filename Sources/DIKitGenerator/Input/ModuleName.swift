/// The name of a Swift module, as `import` writes it: `Networking`, `FeatureA`.
///
/// Every source file belongs to a module. The files of the module the generated code is
/// compiled into have none (`SourceFile.module` is `nil`); a dependency's files carry its
/// name, and only what that module makes visible is read from them.
public struct ModuleName: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static func < (lhs: ModuleName, rhs: ModuleName) -> Bool { lhs.name < rhs.name }
}
