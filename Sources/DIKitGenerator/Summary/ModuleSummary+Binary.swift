import SwiftDeclarations

/// A summary's bytes (`.dikitsummary`), in the declaration cache's binary form (LEB128
/// integers, length-prefixed UTF-8 strings, counted arrays):
///
///     "DIKGSUMM"  format version  tool identity   (a summary of another dikitgen is refused)
///     module name
///     settings:   default isolation, upcoming features (count, then each), language mode
///                 (`CompilerSettings+Binary.swift`)
///     sources:    count, then each: path, hash of its bytes (8 bytes)
///     files:      count, then each: path, whether it names `DIKit`, declarations, line table;
///                 each position as its line and column, in a file whose lines are all as
///                 long as the longest column (`writeWithPositionsAsLinesAndColumns`)
///     resolvers:  count, then each: name, ancestors, methods: count, then each:
///                 name, identity (8 bytes), async (bool), throws (0 no, 1 any, 2 typed + type), definers
extension ModuleSummary {
    /// What every summary starts with.
    static let magic = Array("DIKGSUMM".utf8)
    /// Changes whenever the layout does.
    public static let formatVersion = 7

    /// The summary's bytes; `toolIdentity` names the tool that wrote it, which only the
    /// same tool reads.
    public func encoded(toolIdentity: String) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(raw: Self.magic)
        writer.write(Self.formatVersion)
        writer.write(toolIdentity)
        writer.write(module.name)
        compilerSettings.write(to: &writer)
        writer.write(sourceHashes) { writer, source in
            writer.write(source.path)
            writer.write(source.hash)
        }
        writer.write(files) { writer, file in
            writer.write(file.path)
            writer.write(file.mentionsRuntime)
            // Lines and columns, not offsets: an edit in a function body that adds no line
            // keeps the summary's bytes, and a build system runs no dependent again.
            if let lines = file.declarations.writeWithPositionsAsLinesAndColumns(file.locations, to: &writer) {
                lines.write(to: &writer)
            } else {
                file.declarations.write(to: &writer)
                file.locations.write(to: &writer)
            }
        }
        writer.write(resolvers.values.sorted { $0.name < $1.name }) { writer, resolver in
            writer.write(resolver.name)
            writer.write(resolver.ancestors) { $0.write($1) }
            writer.write(resolver.methods.sorted { $0.key < $1.key }) { writer, entry in
                let (name, method) = entry
                writer.write(name)
                writer.write(method.identity)
                writer.write(method.effects.isAsync)
                switch method.effects.throwing {
                case nil: writer.write(0)
                case .any: writer.write(1)
                case .typed(let error):
                    writer.write(2)
                    writer.write(error.canonicalText)
                }
                writer.write(method.definers) { $0.write($1) }
            }
        }
        return writer.bytes
    }

    /// Why bytes are not a summary this tool reads.
    public enum DecodingFailure: Error, Equatable {
        /// Not a summary, or a damaged one.
        case malformed
        /// Written by another version of the tool (its identity).
        case otherTool(String)
    }

    /// The summary `bytes` encode, if this tool wrote them.
    public init(decoding bytes: UnsafeRawBufferPointer, toolIdentity: String) throws(DecodingFailure) {
        var reader = BinaryReader(bytes)
        guard bytes.count >= Self.magic.count, bytes.prefix(Self.magic.count).elementsEqual(Self.magic) else { throw .malformed }
        reader = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[Self.magic.count...]))
        guard let version = reader.readInt(), let tool = reader.readString() else { throw .malformed }
        guard version == Self.formatVersion, tool == toolIdentity else { throw .otherTool(tool) }
        guard let name = reader.readString(),
              let settings = CompilerSettings(from: &reader),
              let sourceHashes = reader.readArray({ reader -> SourceHash? in
                  guard let path = reader.readString(), let hash = reader.readUInt64() else { return nil }
                  return SourceHash(path: path, hash: hash)
              }),
              let files = reader.readArray({ reader -> SourceFile? in
                  guard let path = reader.readString(), let mentionsRuntime = reader.readBool(), let declarations = ParsedFile(from: &reader),
                        let locations = SourceLocationConverter(from: &reader) else { return nil }
                  return SourceFile(path: path, declarations: declarations, locations: locations, mentionsRuntime: mentionsRuntime)
              }),
              let resolvers = reader.readArray(Self.readResolver),
              reader.isAtEnd else { throw .malformed }
        guard let resolversByName = Self.byKey(resolvers.map { ($0.name, $0) }) else { throw .malformed }
        self.init(module: ModuleName(name), compilerSettings: settings, files: files, resolvers: resolversByName)
        self.sourceHashes = sourceHashes
    }

    private static func readResolver(_ reader: inout BinaryReader) -> ResolverSummary? {
        guard let name = reader.readString(), let ancestors = reader.readArray({ $0.readString() }),
              let methods = reader.readArray({ reader -> (String, ResolverSummary.Method)? in
                  guard let name = reader.readString(), let identity = reader.readUInt64(), let isAsync = reader.readBool(),
                        let throwsKind = reader.readInt() else { return nil }
                  let throwing: TypeDescription.Throwing?
                  switch throwsKind {
                  case 0: throwing = nil
                  case 1: throwing = .any
                  case 2:
                      guard let error = reader.readString() else { return nil }
                      throwing = .typed(TypeDescriptionReader.read(error))
                  default: return nil
                  }
                  guard let definers = reader.readArray({ $0.readString() }) else { return nil }
                  return (name, ResolverSummary.Method(identity: identity, effects: Effects(isAsync: isAsync, throwing: throwing), definers: definers))
              }), let methodsByName = byKey(methods) else { return nil }
        return ResolverSummary(name: name, ancestors: ancestors, methods: methodsByName)
    }

    /// `entries` by key; `nil` when a key is there twice, which this tool never writes.
    private static func byKey<Value>(_ entries: [(String, Value)]) -> [String: Value]? {
        var byKey: [String: Value] = [:]
        for (key, value) in entries {
            guard byKey.updateValue(value, forKey: key) == nil else { return nil }
        }
        return byKey
    }
}
