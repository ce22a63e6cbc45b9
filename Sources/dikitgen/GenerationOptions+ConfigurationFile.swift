import ArgumentParser
import DIKitGenerator

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

    /// These options completed with those of the `--config` file, if one was given, and
    /// with the settings of the `--dependency-config` files. An
    /// option given on the command line wins: `--allow-parameter` and
    /// `--enable-upcoming-feature` replace the file's lists,
    /// `--compatibility` its value, and `--strict` is on whatever the file says.
    ///
    /// When the file cannot be used, the problem is reported to `reporter` and the
    /// documented exit status is thrown: 66 when it cannot be read, 64 when it is not a valid
    /// configuration.
    private func includingConfigurationFile(reportingTo reporter: DiagnosticReporter) throws(ExitCode) -> GenerationOptions {
        var options = self
        for dependency in dependencyConfigurations {
            let file = try Self.configurationFile(at: dependency.path, reportingTo: reporter)
            options.dependencySettings.byModule[dependency.module] = file.compilerSettings
        }
        guard let config else { return options }
        let file = try Self.configurationFile(at: config, reportingTo: reporter)
        options.strict = strict || file.strict == true
        if allowedParameterTypes.isEmpty { options.allowedParameterTypes = file.allowParameters ?? [] }
        // A fix tells how to allow a parameter where the list is kept, or would be: in the
        // file when the file lists the types or turns `strict` on, and the command line lists none.
        options.allowsParametersInConfigurationFile = allowedParameterTypes.isEmpty && (file.allowParameters != nil || file.strict == true)
        options.compatibility = compatibility ?? file.compatibility
        options.defaultIsolation = defaultIsolation ?? file.defaultIsolation
        if upcomingFeatures.isEmpty { options.upcomingFeatures = file.upcomingFeatures ?? [] }
        options.swiftVersion = swiftVersion ?? file.swiftVersion
        options.configuredOutputFileCount = file.outputFiles
        return options
    }

    /// The configuration file at `path`; when it cannot be used, the problem is reported to
    /// `reporter` and the documented exit status thrown.
    private static func configurationFile(at path: String, reportingTo reporter: DiagnosticReporter) throws(ExitCode) -> ConfigurationFile {
        do {
            return try ConfigurationFile(contentsOf: path)
        } catch {
            switch error.kind {
            case .unreadable:
                reporter.report(.error, id: .unreadableInput, error.message, path: path)
                throw ExitStatus.unreadableInput
            case .invalid:
                if let location = error.location {
                    reporter.report(.error, id: .invalidConfiguration, error.message, at: SourceReference(path: path, location: location))
                } else {
                    reporter.report(.error, id: .invalidConfiguration, error.message, path: path)
                }
                throw ExitStatus.usage
            }
        }
    }
}
