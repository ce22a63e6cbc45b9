import DIKit

/// A name in backticks is the same name without them: `` `Clock` `` is `Clock`.
struct `Clock` {
    let zone: String
}

struct `Agenda`: Injectable {
    struct `Dependency` {
        /// A reserved word as a property: its local is written in backticks, its label is not.
        let `default`: `Clock`
        let backup: Clock
        /// Nothing binds `String`: a call-site parameter named with a reserved word.
        let `repeat`: String
    }

    let summary: String

    init(dependency: `Dependency`) {
        summary = "\(dependency.default.zone) \(dependency.backup.zone) every \(dependency.repeat)"
    }
}

struct Planner: Injectable {
    struct Dependency {
        let agenda: `Agenda`
    }

    let agenda: Agenda

    init(dependency: Dependency) {
        agenda = dependency.agenda
    }
}

protocol CalendarResolver: Resolver {
    func provideClock() -> `Clock`
}
