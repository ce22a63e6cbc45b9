import SwiftDeclarations

/// The part of a file that decides which bindings a program has and how its types are
/// named: its declarations without the properties and functions of its structs, classes,
/// enums and actors (nested types stay, stripped the same way). Protocols and extensions
/// keep every member: a resolver's providers are a protocol's, and what an extension
/// extends is not known from the file alone.
///
/// Which types are injectable, which resolvers provide what, and every type's name read
/// only this part (an initializer, `makeInstance` or a `Dependency`'s properties decide how
/// a type is built, and whether it can be, never whether it is bound). So when an edit keeps
/// every file's interface, the generated file has the same methods in the same order, and
/// only their text can change (`SliceSelection`).
public struct FileInterface: Equatable, Sendable {
    /// The stripped declarations in the cache's binary form, without positions.
    private let shape: [UInt8]

    public init(of file: ParsedFile) {
        var stripped = file
        stripped.declarations = file.declarations.map(FileInterface.stripped)
        var writer = BinaryWriter()
        stripped.write(to: &writer)
        shape = writer.bytes.withUnsafeBytes { bytes in ParsedFile.shape(ofWritten: bytes).map(Array.init) ?? [] }
    }

    private static func stripped(_ declaration: Declaration) -> Declaration {
        guard case .type(var type) = declaration else { return declaration }
        let keepsEveryMember = type.kind == .protocol || type.kind == .extension
        type.members = type.members.compactMap { member in
            switch member {
            case .type, .typeAlias, .associatedType: stripped(member)
            case .variable, .function: keepsEveryMember ? member : nil
            }
        }
        return .type(type)
    }
}
