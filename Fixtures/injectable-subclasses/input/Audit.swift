import DIKit

final class Clock {
    let name = "utc"
}

/// The base class: subclasses inherit its conformance, its `Dependency` and its
/// `required init(dependency:)`, as Swift gives them.
class AuditLog: Injectable {
    struct Dependency {
        let clock: Clock
    }

    let clock: Clock
    var destination: String { "memory" }

    required init(dependency: Dependency) {
        clock = dependency.clock
    }
}

/// Inherits everything: built with `AuditLog`'s initializer and `Dependency`.
final class FileAuditLog: AuditLog {
    override var destination: String { "file" }
}

/// Declares its own `required init(dependency:)`: that one is called.
class ConsoleAuditLog: AuditLog {
    let prefix: String

    required init(dependency: Dependency) {
        prefix = "console@"
        super.init(dependency: dependency)
    }

    override var destination: String { prefix + clock.name }
}

/// Two levels down: inherits `ConsoleAuditLog`'s initializer.
final class ColorConsoleAuditLog: ConsoleAuditLog {
    override var destination: String { "color " + super.destination }
}

/// A generic base class: its subclass would need `Entry` substituted, which is not done.
class Journal<Entry>: Injectable {
    struct Dependency {}
    required init(dependency: Dependency) {}
}

final class TextJournal: Journal<String> {}

struct AuditScreen: Injectable {
    struct Dependency {
        let file: FileAuditLog
        let console: ConsoleAuditLog
        let color: ColorConsoleAuditLog
    }

    let logs: [AuditLog]

    init(dependency: Dependency) {
        logs = [dependency.file, dependency.console, dependency.color]
    }
}

protocol AuditResolver: Resolver {
    func provideClock() -> Clock
}
