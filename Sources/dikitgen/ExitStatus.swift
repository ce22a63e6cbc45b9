import ArgumentParser

/// The documented exit statuses of `dikitgen` (the documentation's CommandLineReference.md), following sysexits.h.
enum ExitStatus {
    /// The code was generated (and written, or already up to date).
    static let success = ExitCode(0)
    /// The sources have errors; they were printed and nothing was written.
    static let sourceErrors = ExitCode(1)
    /// `check`: the output file does not hold what would be generated (a diff was printed).
    static let outOfDate = ExitCode(2)
    /// `explain`: no resolver builds, injects into or needs the type, or its simple name is
    /// ambiguous (what is close to it was printed).
    static let unknownType = ExitCode(3)
    /// The command line is wrong (ArgumentParser's validation failure).
    static let usage = ExitCode.validationFailure
    /// The input path does not exist or a file cannot be read.
    static let unreadableInput = ExitCode(66)
    /// The output file cannot be written.
    static let unwritableOutput = ExitCode(73)
}
