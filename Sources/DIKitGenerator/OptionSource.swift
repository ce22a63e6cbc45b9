/// Where the user sets an option that decides the generated code or its errors, so that a
/// diagnostic's fix names the setting to change in the place the user changes it: a flag on
/// the command line, or a key of the configuration file that the SwiftPM plugin passes.
public enum OptionSource: Sendable, Equatable {
    /// The command line: `--allow-parameter String`.
    case commandLine
    /// A configuration file, named as the fix names it (`dikitgen.json`), by its keys.
    case configurationFile(name: String)

    /// How to let `type` be a call-site parameter under `--strict`, after "allow the parameter".
    func allowing(parameterType type: String) -> String {
        switch self {
        case .commandLine: "with '--allow-parameter \(type)'"
        case .configurationFile(let name): "by adding \"\(type)\" to 'allowParameters' in \(name)"
        }
    }
}
