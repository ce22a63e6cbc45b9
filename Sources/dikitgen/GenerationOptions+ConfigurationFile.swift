import ArgumentParser

extension GenerationOptions {
    /// What every command starts with: the paths checked, the reporter of its diagnostics
    /// (which the command finishes), and these options completed with the `--config` file.
    /// When a path is missing or the file cannot be used, the problem is reported and the
    /// documented exit status is thrown.
    func prepared(for command: ParsableCommand.Type) throws(ExitCode) -> (options: GenerationOptions, reporter: DiagnosticReporter) {
        try requirePaths(of: command)
        // `--diagnostics-format` and `--verbose` only come from the command line: the
        // reporter is the same whatever the file says.
        let reporter = makeReporter()
        do {
            return (try includingConfigurationFile(reportingTo: reporter), reporter)
        } catch {
            reporter.finish()
            throw error
        }
    }

    /// These options completed with those of the `--config` file, if one was given. An
    /// option given on the command line wins: `--allow-parameter` and
    /// `--enable-upcoming-feature` replace the file's lists,
    /// `--compatibility` its value, and `--strict` is on whatever the file says.
    ///
    /// When the file cannot be used, the problem is reported to `reporter` and the
    /// documented exit status is thrown: 66 when it cannot be read, 64 when it is not a valid
    /// configuration.
    private func includingConfigurationFile(reportingTo reporter: DiagnosticReporter) throws(ExitCode) -> GenerationOptions {
        guard let config else { return self }
        let file: ConfigurationFile
        do {
            file = try ConfigurationFile(contentsOf: config)
        } catch {
            switch error.kind {
            case .unreadable:
                reporter.report(.error, id: CommandLineDiagnostic.unreadableInput, error.message, path: config)
                throw ExitStatus.unreadableInput
            case .invalid:
                reporter.report(.error, id: CommandLineDiagnostic.invalidConfiguration, error.message, path: config)
                throw ExitStatus.usage
            }
        }
        var options = self
        options.strict = strict || file.strict == true
        if allowedParameterTypes.isEmpty { options.allowedParameterTypes = file.allowParameters ?? [] }
        options.compatibility = compatibility ?? file.compatibility
        options.defaultIsolation = defaultIsolation ?? file.defaultIsolation
        if upcomingFeatures.isEmpty { options.upcomingFeatures = file.upcomingFeatures ?? [] }
        options.swiftVersion = swiftVersion ?? file.swiftVersion
        return options
    }
}
