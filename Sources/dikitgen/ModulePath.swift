import ArgumentParser
import DIKitGenerator

/// `NAME=PATH`: a module the generated module depends on, and where to read it.
///
/// For `--dependency`, PATH is a file or directory of the module's sources; they are read for
/// what that module makes visible: its public types and the resolvers that the generated
/// module's resolvers refine; the generated file extends none of its resolvers. For
/// `--dependency-summary`, PATH is the module's summary file.
struct ModulePath: ExpressibleByArgument, Equatable {
    var module: ModuleName
    var path: String

    init(module: ModuleName, path: String) {
        self.module = module
        self.path = path
    }

    /// `NAME=PATH`, NAME a Swift identifier and PATH not empty; `nil` otherwise (a usage error).
    init?(argument: String) {
        guard let separator = argument.firstIndex(of: "=") else { return nil }
        let name = String(argument[..<separator])
        let path = String(argument[argument.index(after: separator)...])
        guard ModulePath.isModuleName(name), !path.isEmpty else { return nil }
        self.init(module: ModuleName(name), path: path)
    }

    /// Whether `name` is an identifier a module can have: ASCII letters, digits and `_`,
    /// not starting with a digit.
    private static func isModuleName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// How the cache names this root among the paths read.
    var cacheIdentity: String { "\(module.name)=\(path)" }
}
