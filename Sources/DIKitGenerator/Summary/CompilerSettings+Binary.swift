import SwiftDeclarations

/// A module's settings in the binary form that module summaries and the cache's fingerprint
/// use: default isolation, upcoming features (count, then each, sorted), language mode.
extension CompilerSettings {
    package func write(to writer: inout BinaryWriter) {
        writer.write(defaultIsolation.rawValue)
        writer.write(upcomingFeatures.map(\.rawValue).sorted()) { $0.write($1) }
        writer.write(languageMode.rawValue)
    }

    /// The settings `reader` is at; `nil` when the bytes are not settings this tool wrote.
    package init?(from reader: inout BinaryReader) {
        guard let defaultIsolation = reader.readString().flatMap(DefaultIsolation.init(rawValue:)),
              let upcomingFeatures = reader.readArray({ $0.readString() }),
              let languageMode = reader.readString().flatMap(LanguageMode.init(rawValue:)) else { return nil }
        self.init(
            defaultIsolation: defaultIsolation, upcomingFeatures: Set(upcomingFeatures.map(UpcomingFeature.init(rawValue:))),
            languageMode: languageMode
        )
    }
}
