import DIKit

/// Declared plainly; its conformance, `Dependency` and initializer come from extensions in
/// another file.
final class MetricsReporter {
    let prefix: String

    init(prefix: String) {
        self.prefix = prefix
    }
}

/// Two nested types with one simple name are two types.
enum Checkout {
    struct Screen: Injectable {
        struct Dependency {
            let reporter: MetricsReporter
            /// `Summary` is `Checkout.Summary`, found from inside `Checkout`.
            let summary: Summary
        }

        let title: String

        init(dependency: Dependency) {
            title = "checkout: \(dependency.summary.text), reported as \(dependency.reporter.prefix)"
        }
    }

    struct Summary: Injectable {
        struct Dependency {}

        let text = "3 items"

        init(dependency: Dependency) {}
    }
}

enum Profile {
    struct Screen: Injectable {
        struct Dependency {
            let store: SessionStore
            let mode: Mode
        }

        let title: String

        init(dependency: Dependency) {
            title = "profile in \(dependency.mode) mode"
        }
    }
}

/// An actor and an enum are injectable too.
actor SessionStore: Injectable {
    struct Dependency: Sendable {
        let userName: String
    }

    let userName: String

    init(dependency: Dependency) {
        userName = dependency.userName
    }
}

enum Mode: Injectable {
    case standard

    struct Dependency {}

    init(dependency: Dependency) {
        self = .standard
    }
}

/// Referred to by qualified name from outside.
struct Shell: Injectable {
    struct Dependency {
        let checkout: Checkout.Screen
        let profile: Profile.Screen
    }

    let screens: [String]

    init(dependency: Dependency) {
        screens = [dependency.checkout.title, dependency.profile.title]
    }
}
