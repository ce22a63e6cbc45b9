import SwiftDeclarations

/// How far the declarations that generated code calls to build an injectable type reach:
/// its `init(dependency:)`, `makeInstance(dependency:)` or `dependency` property, and an
/// initializer of its `Dependency`. In the type's own module everything but `private` is
/// reached; another module that builds it needs them `public` (or `package`, or internal
/// through `@testable import`), and Swift's memberwise initializer is internal.
struct ConstructionAccess {
    /// The initializer, factory method or property setter: its level, and where it is
    /// declared; `nil` when none was matched (then nothing is built).
    let construction: (level: AccessLevel, offset: Int, part: LocatedDeclaration)?
    /// The type's `Dependency`; `nil` for an `InitializerInjectable` type, which has none.
    let dependency: TypeEntry?

    /// Whether what builds the type is `private` or `fileprivate`: out of the generated
    /// file's reach even in the type's own module.
    var isFilePrivateOrNarrower: Bool { construction.map { $0.level <= .fileprivate } ?? false }

    /// Where the initializer, factory method or property is declared. Made when asked:
    /// only a problem needs it.
    var constructionReference: SourceReference? { construction.map { $0.part.reference(at: $0.offset) } }

    /// The widest level among `Dependency`'s initializers: its explicit ones, else the
    /// memberwise one (internal); never wider than `Dependency` itself. Read when asked:
    /// only a module that builds another module's type does.
    var dependencyInitializer: AccessLevel {
        guard let dependency else { return .public }
        var widest: AccessLevel?
        for part in dependency.parts {
            for case .function(let function) in part.declaration.members where function.name == "init" {
                widest = max(widest ?? .private, Self.level(of: function.modifiers, in: part))
            }
        }
        return min(widest ?? .internal, dependency.access)
    }

    /// The level of a member with `modifiers`, declared in `part`: its own modifier, else
    /// that of the extension it is in (`public extension`), else internal.
    static func level(of modifiers: [Modifier], in part: LocatedDeclaration) -> AccessLevel {
        if modifiers.contains(where: { $0.detail == nil && accessModifiers[$0.name] != nil }) {
            return AccessLevel(modifiers: modifiers)
        }
        return part.declaration.kind == .extension ? AccessLevel(modifiers: part.declaration.modifiers) : .internal
    }

    /// The level of a property's setter: `private(set)` and the like narrow it.
    static func level(ofSetter modifiers: [Modifier], in part: LocatedDeclaration) -> AccessLevel {
        let level = level(of: modifiers, in: part)
        guard let setter = modifiers.first(where: { $0.detail == "set" }), let setterLevel = accessModifiers[setter.name] else { return level }
        return min(level, setterLevel)
    }

    private static let accessModifiers: [String: AccessLevel] = [
        "public": .public, "open": .public, "package": .package, "internal": .internal, "fileprivate": .fileprivate, "private": .private,
    ]
}
