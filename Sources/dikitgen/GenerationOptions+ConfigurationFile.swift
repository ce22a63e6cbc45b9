import ArgumentParser

extension GenerationOptions {
    /// These options completed with those of the `--config` file, if one was given. An
    /// option given on the command line wins: `--allow-parameter` replaces the file's list,
    /// `--compatibility` its value, and `--strict` is on whatever the file says.
    ///
    /// When the file cannot be used, the problem is reported (in the `--diagnostics-format`
    /// asked for) and the documented exit status is thrown: 66 when it cannot be read, 64
    /// when it is not a valid configuration.
    func includingConfigurationFile() throws(ExitCode) -> GenerationOptions {
        guard let config else { return self }
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile(contentsOf: config)
        } catch {
            let reporter = makeReporter()
            switch error.kind {
            case .unreadable:
                reporter.report(.error, id: CommandLineDiagnostic.unreadableInput, error.message, path: config)
            case .invalid:
                reporter.report(.error, id: CommandLineDiagnostic.invalidConfiguration, error.message, path: config)
            }
            reporter.finish()
            throw error.kind == .unreadable ? ExitStatus.unreadableInput : ExitStatus.usage
        }
        var options = self
        options.strict = strict || file.strict == true
        if allowedParameterTypes.isEmpty { options.allowedParameterTypes = file.allowParameters ?? [] }
        options.compatibility = compatibility ?? file.compatibility
        return options
    }
}
