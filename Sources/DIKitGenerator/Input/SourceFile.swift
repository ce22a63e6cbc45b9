import SwiftDeclarations

/// One parsed source file: the generator's input. Reading it is the caller's job; this
/// type only holds what the parser found and how to turn offsets into locations.
public struct SourceFile: Sendable {
    /// The path as it is shown in diagnostics.
    public var path: String
    public var declarations: ParsedFile
    public var locations: SourceLocationConverter
    /// The dependency module the file belongs to; `nil` for a file of the module the
    /// generated code is compiled into.
    public var module: ModuleName?
    /// Whether its bytes name the runtime (`DIKit`). A file read only because it names one of
    /// DIKit's protocols (`Injectable`) is DIKit's where the runtime reaches it without a
    /// word: a file of its module, or of a module it imports, re-exports it
    /// (`@_exported import DIKit`); elsewhere it is left out, with a warning (`RuntimeReach`).
    public var mentionsRuntime: Bool

    public init(
        path: String, declarations: ParsedFile, locations: SourceLocationConverter, module: ModuleName? = nil, mentionsRuntime: Bool = true
    ) {
        self.path = path
        self.declarations = declarations
        self.locations = locations
        self.module = module
        self.mentionsRuntime = mentionsRuntime
    }

    /// Parses `bytes` as the contents of the file at `path`.
    public init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        var workspace = Parser.Workspace()
        self.init(path: path, bytes: bytes, reusing: &workspace)
    }

    /// Parses `bytes` as the contents of the file at `path`, in memory kept from earlier parses.
    public init(path: String, bytes: UnsafeBufferPointer<UInt8>, reusing workspace: inout Parser.Workspace, mentionsRuntime: Bool = true) {
        self.init(
            path: path, declarations: Parser.parse(bytes, reusing: &workspace), locations: SourceLocationConverter(bytes),
            mentionsRuntime: mentionsRuntime
        )
    }

    /// Parses `text` as the contents of the file at `path` (for tests and tools).
    public init(path: String, text: String) {
        var text = text
        self = text.withUTF8 { SourceFile(path: path, bytes: $0) }
    }

    /// The reference to byte `offset` of this file, for a diagnostic.
    public func reference(at offset: Int) -> SourceReference {
        SourceReference(path: path, location: locations.location(ofOffset: offset))
    }
}
