#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif
import DIKitGenerator
import SwiftDeclarations

/// A `dikitgen.json` file (`--config <file>`): the options that decide the generated code and
/// its errors, kept next to the sources. The SwiftPM plugin passes the target's own.
///
/// Its keys are the command line's options in camelCase, a repeatable option's in the plural,
/// as swift-openapi-generator's configuration file names them. Every key is optional:
///
/// ```json
/// { "strict": true, "allowParameters": ["String", "Int"], "compatibility": "dikit-0.5" }
/// ```
///
/// The module's compiler settings belong there too, as the target's build settings say
/// them: `{ "defaultIsolation": "MainActor", "upcomingFeatures": ["NonisolatedNonsendingByDefault"], "swiftVersion": "6" }`.
///
/// What is read (the paths, `--exclude`), how it is reported (`--verbose`,
/// `--diagnostics-format`) and the cache stay on the command line: they are the caller's
/// business, not the project's. The one exception is for the Xcode plugin, whose caller cannot
/// pass arguments and whose host does not say what a target depends on: `dependencyTargets`
/// and `dependencyDirectories` name the modules it reads as dependencies. The command line
/// checks them and reads nothing because of them (its caller names such modules with
/// `--dependency`), so that one file serves the plugin and `--config` alike.
///
/// An unknown key, or a value of the wrong type, is an error at the key or the value, and
/// text that is not JSON is one where it breaks JSON's grammar.
struct ConfigurationFile: Equatable {
    /// `--strict`.
    var strict: Bool?
    /// `--allow-parameter`, one type per element.
    var allowParameters: [String]?
    /// `--compatibility`.
    var compatibility: Compatibility?
    /// `--default-isolation`.
    var defaultIsolation: CompilerSettings.DefaultIsolation?
    /// `--enable-upcoming-feature`, one feature per element.
    var upcomingFeatures: [String]?
    /// `--swift-version`, `"5"` or `"6"` (a number is read too).
    var swiftVersion: CompilerSettings.LanguageMode?
    /// `--output-files`: how many files `generate` writes, and `check` compares. The
    /// plugins read it too, to declare the files.
    var outputFiles: Int?
    /// For the Xcode plugin: the targets of the Xcode project whose Swift files are read as
    /// dependency modules, by name. Checked, not used, here.
    var dependencyTargets: [String]?
    /// For the Xcode plugin: directories of Swift files read as dependency modules, by
    /// module name, relative to the file's folder. Checked, not used, here.
    var dependencyDirectories: [String: String]?

    /// The compiler settings the file says, the compiler's defaults where it says nothing:
    /// those of a module whose `dikitgen.json` it is (`--dependency-config`).
    var compilerSettings: CompilerSettings {
        CompilerSettings(defaultIsolation: defaultIsolation, upcomingFeatureNames: upcomingFeatures ?? [], languageMode: swiftVersion)
    }

    /// Why a configuration file cannot be used. The message does not name the file: the
    /// reporter prints its path in front.
    struct Failure: Error, Equatable {
        enum Kind {
            /// The file cannot be read (exit status 66).
            case unreadable
            /// The file is read but is not a valid configuration (exit status 64, as a bad
            /// value on the command line).
            case invalid
        }

        var kind: Kind
        var message: String
        /// Where in the file it shows (columns count UTF-8 bytes, as the compiler's do);
        /// `nil` for the whole file.
        var location: SourceLocation?

        init(kind: Kind, message: String, location: SourceLocation? = nil) {
            self.kind = kind
            self.message = message
            self.location = location
        }
    }

    /// A problem found while decoding, located afterwards from the file's `JSONPositions`.
    fileprivate struct LocatedProblem: Error {
        enum Place {
            /// The first of these keys in the file: unknown keys.
            case keys([String])
            /// The value of this key.
            case value(of: String)
            /// The whole value, which is not an object.
            case topLevelValue
        }

        var place: Place
        var message: String

        /// The offset of the place in a file whose positions are `positions`, if it is there.
        func offset(in positions: JSONPositions) -> Int? {
            switch place {
            case .keys(let keys): keys.compactMap { positions.keyOffsets[$0] }.min()
            case .value(let key): positions.memberValueOffsets[key]
            case .topLevelValue: positions.valueOffset
            }
        }
    }

    /// The keys a configuration file may hold, as they are spelled in it.
    enum Key: String, CodingKey, CaseIterable {
        case strict
        case allowParameters
        case compatibility
        case defaultIsolation
        case upcomingFeatures
        case swiftVersion
        case outputFiles
        case dependencyTargets
        case dependencyDirectories
    }

    init(
        strict: Bool? = nil, allowParameters: [String]? = nil, compatibility: Compatibility? = nil,
        defaultIsolation: CompilerSettings.DefaultIsolation? = nil, upcomingFeatures: [String]? = nil,
        swiftVersion: CompilerSettings.LanguageMode? = nil, outputFiles: Int? = nil, dependencyTargets: [String]? = nil,
        dependencyDirectories: [String: String]? = nil
    ) {
        self.strict = strict
        self.allowParameters = allowParameters
        self.compatibility = compatibility
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures
        self.swiftVersion = swiftVersion
        self.outputFiles = outputFiles
        self.dependencyTargets = dependencyTargets
        self.dependencyDirectories = dependencyDirectories
    }

    /// Reads and parses the file at `path`.
    init(contentsOf path: String) throws(Failure) {
        var bytes: [UInt8] = []
        let result = FileBytes.withContents(of: path, buffer: &bytes) { contents, _ in Array(contents) }
        switch result {
        case .success(let contents): try self.init(json: contents)
        case .failure(let failure): throw Failure(kind: .unreadable, message: failure.reason)
        }
    }

    /// Parses the text of a configuration file.
    init(json: [UInt8]) throws(Failure) {
        let lines = SourceLocationConverter(json)
        let positions: JSONPositions
        do {
            positions = try JSONPositions(json)
        } catch {
            throw Failure(kind: .invalid, message: "the file is not valid JSON: \(error.message)", location: lines.location(ofOffset: error.offset))
        }
        do {
            self = try JSONDecoder().decode(ConfigurationFile.self, from: Data(json))
        } catch let problem as LocatedProblem {
            throw Failure(kind: .invalid, message: problem.message, location: problem.offset(in: positions).map(lines.location(ofOffset:)))
        } catch let failure as Failure {
            throw failure
        } catch {
            // The scan found the text to be JSON; only a limit of the decoder's is left.
            throw Failure(kind: .invalid, message: "the file cannot be decoded: \(error)")
        }
    }
}

// MARK: - Decoding

extension ConfigurationFile: Decodable {
    init(from decoder: Decoder) throws {
        guard let object = try? decoder.container(keyedBy: AnyKey.self) else {
            throw LocatedProblem(place: .topLevelValue, message: "the configuration must be a JSON object, such as {\"strict\": true}")
        }
        let unknownKeys = object.allKeys.map(\.stringValue).filter { Key(stringValue: $0) == nil }.sorted()
        guard unknownKeys.isEmpty else {
            let names = unknownKeys.map { "'\($0)'" }.joined(separator: ", ")
            let known = Key.allCases.map(\.rawValue).sorted().joined(separator: ", ")
            let noun = unknownKeys.count == 1 ? "key" : "keys"
            throw LocatedProblem(place: .keys(unknownKeys), message: "unknown \(noun) \(names); the keys are \(known)")
        }
        let keys = try decoder.container(keyedBy: Key.self)
        strict = try keys.value(of: Bool.self, for: .strict, described: "true or false")
        allowParameters = try keys.value(of: [String].self, for: .allowParameters, described: "a list of type names, such as [\"String\"]")
        compatibility = try keys.choice(for: .compatibility)
        defaultIsolation = try keys.choice(for: .defaultIsolation)
        upcomingFeatures = try keys.value(of: [String].self, for: .upcomingFeatures, described: "a list of feature names, such as [\"NonisolatedNonsendingByDefault\"]")
        if let version = try? keys.decodeIfPresent(Int.self, forKey: .swiftVersion) {
            swiftVersion = try keys.choice(for: .swiftVersion, named: String(version))
        } else {
            swiftVersion = try keys.choice(for: .swiftVersion)
        }
        let outputFilesExpected = "a whole number from 1 to \(OutputFileCount.maximum), such as 4"
        outputFiles = try keys.value(of: Int.self, for: .outputFiles, described: outputFilesExpected)
        if let outputFiles, !OutputFileCount.range.contains(outputFiles) {
            throw LocatedProblem(place: .value(of: Key.outputFiles.rawValue), message: "'outputFiles' must be \(outputFilesExpected)")
        }
        dependencyTargets = try keys.value(of: [String].self, for: .dependencyTargets, described: "a list of Xcode targets' names, such as [\"Features\"]")
        dependencyDirectories = try keys.value(
            of: [String: String].self, for: .dependencyDirectories,
            described: "an object of module names and directories, such as {\"Networking\": \"../Networking/Sources/Networking\"}"
        )
    }

    /// Any key, to find those a configuration must not hold.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

private extension KeyedDecodingContainer where Key == ConfigurationFile.Key {
    /// The value of `key`, one of `Choice`'s names (`name` when it was read already);
    /// `nil` when it is absent or `null`.
    func choice<Choice: RawRepresentable & CaseIterable>(for key: Key, named name: String? = nil) throws -> Choice? where Choice.RawValue == String {
        let values = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let name = try name ?? value(of: String.self, for: key, described: values) else { return nil }
        guard let choice = Choice(rawValue: name) else {
            throw ConfigurationFile.LocatedProblem(place: .value(of: key.rawValue), message: "'\(key.rawValue)' must be \(values), not \"\(name)\"")
        }
        return choice
    }

    /// The value of `key`, `nil` when it is absent or `null`; a value of another type is a
    /// failure that says what `key` takes.
    func value<Value: Decodable>(of type: Value.Type, for key: Key, described expected: String) throws -> Value? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch {
            throw ConfigurationFile.LocatedProblem(place: .value(of: key.rawValue), message: "'\(key.rawValue)' must be \(expected)")
        }
    }
}
