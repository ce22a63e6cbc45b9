import DIKitGenerator

/// Each phase of a run with its wall time and what it counted, for `--verbose`: printed on
/// standard error when the run ends (`dikitgen: read: 12.3 ms, files=105 read=105 ...`),
/// or added to a machine-readable document. Without `--verbose` it records nothing, and
/// nothing is counted.
struct PhaseLog {
    struct Phase {
        var name: String
        var microseconds: Int
        var counts: KeyValuePairs<String, Int>
    }

    let isEnabled: Bool
    private(set) var phases: [Phase] = []
    /// Why the run took the way it took, where that is not a count (`remark(_:)`).
    private(set) var remarks: [String] = []
    private var phaseStart = ContinuousClock.now

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Ends the phase `name`, which began when the previous one ended (or the log was made),
    /// with what it counted; the next phase begins now.
    mutating func end(_ name: String, _ counts: @autoclosure () -> KeyValuePairs<String, Int> = [:]) {
        guard isEnabled else { return }
        let now = ContinuousClock.now
        let elapsed = (now - phaseStart).components
        let microseconds = Int(elapsed.seconds) * 1_000_000 + Int(elapsed.attoseconds / 1_000_000_000_000)
        phases.append(Phase(name: name, microseconds: microseconds, counts: counts()))
        phaseStart = now
    }

    /// Records why the run took its way (`regeneration declined: ...`); printed after the phases.
    mutating func remark(_ text: @autoclosure () -> String) {
        guard isEnabled else { return }
        remarks.append(text())
    }

    /// `dikitgen: <phase>: <milliseconds> ms, <name>=<count> ...`, one line per phase, then
    /// `dikitgen: remark: <remark>` for each remark.
    var lines: [String] {
        phaseLines + remarks.map { "dikitgen: remark: \($0)" }
    }

    private var phaseLines: [String] {
        phases.map { phase in
            let tenths = (phase.microseconds + 50) / 100
            var line = "dikitgen: \(phase.name): \(tenths / 10).\(tenths % 10) ms"
            if !phase.counts.isEmpty {
                line += ", " + phase.counts.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            }
            return line
        }
    }

    /// `[{"name": ..., "microseconds": ..., "counts": {...}}, ...]`.
    var json: JSONValue {
        .array(phases.map { phase in
            [
                "name": .string(phase.name),
                "microseconds": .integer(phase.microseconds),
                "counts": .object(phase.counts.map { (key: $0.key, value: .integer($0.value)) }),
            ]
        })
    }
}
