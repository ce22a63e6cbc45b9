import SwiftDeclarations

/// How far a declaration is visible, from narrowest to widest.
public enum AccessLevel: Int, Comparable, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level that `modifiers` give, `internal` when none does (`open` is `public` here:
    /// what matters is who can call, not who can subclass).
    init(modifiers: [Modifier]) {
        self = .internal
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name {
            case "public", "open": self = .public
            case "package": self = .package
            case "fileprivate": self = .fileprivate
            case "private": self = .private
            default: continue
            }
        }
    }

    /// The modifier that gives this level to a generated declaration; none for `internal`.
    var modifier: String? {
        switch self {
        case .public: "public"
        case .package: "package"
        case .internal: nil
        case .fileprivate: "fileprivate"
        case .private: "private"
        }
    }
}

extension AccessLevel {
    /// The access of `function`, a member of `part`: its own modifier's, else its extension's
    /// (a `private` extension's members are `fileprivate`), else internal.
    static func of(_ function: FunctionDeclaration, in part: LocatedDeclaration) -> AccessLevel {
        let declaresAccess = function.modifiers.contains { accessModifierNames.contains($0.name) && $0.detail == nil }
        if declaresAccess { return AccessLevel(modifiers: function.modifiers) }
        return part.declaration.kind == .extension ? max(AccessLevel(modifiers: part.declaration.modifiers), .fileprivate) : .internal
    }

    private static let accessModifierNames: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
}
