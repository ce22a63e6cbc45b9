/// How a program can fail the soundness test in one configuration.
enum SoundnessFailureClass: String, CaseIterable, Comparable {
    /// `dikitgen` succeeded, but its code does not build with the program.
    case generatedCodeDoesNotBuild = "generated code does not build"
    /// `dikitgen` succeeded, its code built, but running it printed something else than the
    /// hand-written wiring must print (or crashed).
    case wrongOutput = "generated code prints the wrong thing"
    /// `dikitgen` reported errors for a program whose hand-written wiring builds and runs.
    case falseError = "false error"
    /// `dikitgen` crashed, or exited with a status that is neither success nor errors.
    case generatorCrash = "dikitgen crashed"
    /// The hand-written wiring does not build or prints something else than the model
    /// predicts: a bug of this test, not of `dikitgen`.
    case invalidProgram = "invalid program (a bug of the test)"

    static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One program's failure in one configuration, with what shows it.
struct SoundnessFailure {
    var failureClass: SoundnessFailureClass
    /// Compiler errors, `dikitgen`'s diagnostics, or the expected and printed lines.
    var detail: String
}
