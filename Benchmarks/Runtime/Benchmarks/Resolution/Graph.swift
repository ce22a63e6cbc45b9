import DIKit

// The graph every benchmark resolves: 24 objects. An app root with 3 view models, each with
// 2 services, each service with an API client of its own (over a transport of its own), and
// a Database and a Logger shared by all of them.

final class Logger: Injectable, SharedInstance, Sendable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

final class Database: Injectable, SharedInstance, Sendable {
    struct Dependency {
        let logger: Logger
    }

    let logger: Logger

    init(dependency: Dependency) {
        logger = dependency.logger
    }
}

final class Transport: Injectable, Sendable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

final class APIClient: Injectable, Sendable {
    struct Dependency {
        let transport: Transport
        let logger: Logger
    }

    let transport: Transport
    let logger: Logger

    init(dependency: Dependency) {
        transport = dependency.transport
        logger = dependency.logger
    }
}

final class FeedService: Injectable, Sendable {
    struct Dependency {
        let client: APIClient
        let database: Database
        let logger: Logger
    }

    let client: APIClient
    let database: Database
    let logger: Logger

    init(dependency: Dependency) {
        client = dependency.client
        database = dependency.database
        logger = dependency.logger
    }
}

final class AdsService: Injectable, Sendable {
    struct Dependency {
        let client: APIClient
        let database: Database
        let logger: Logger
    }

    let client: APIClient
    let database: Database
    let logger: Logger

    init(dependency: Dependency) {
        client = dependency.client
        database = dependency.database
        logger = dependency.logger
    }
}

final class FeedViewModel: Injectable, Sendable {
    struct Dependency {
        let feed: FeedService
        let ads: AdsService
    }

    let feed: FeedService
    let ads: AdsService

    init(dependency: Dependency) {
        feed = dependency.feed
        ads = dependency.ads
    }
}

final class ProfileService: Injectable, Sendable {
    struct Dependency {
        let client: APIClient
        let database: Database
        let logger: Logger
    }

    let client: APIClient
    let database: Database
    let logger: Logger

    init(dependency: Dependency) {
        client = dependency.client
        database = dependency.database
        logger = dependency.logger
    }
}

final class FriendsService: Injectable, Sendable {
    struct Dependency {
        let client: APIClient
        let database: Database
        let logger: Logger
    }

    let client: APIClient
    let database: Database
    let logger: Logger

    init(dependency: Dependency) {
        client = dependency.client
        database = dependency.database
        logger = dependency.logger
    }
}

final class ProfileViewModel: Injectable, Sendable {
    struct Dependency {
        let profile: ProfileService
        let friends: FriendsService
    }

    let profile: ProfileService
    let friends: FriendsService

    init(dependency: Dependency) {
        profile = dependency.profile
        friends = dependency.friends
    }
}

final class SettingsService: Injectable, Sendable {
    struct Dependency {
        let client: APIClient
        let database: Database
        let logger: Logger
    }

    let client: APIClient
    let database: Database
    let logger: Logger

    init(dependency: Dependency) {
        client = dependency.client
        database = dependency.database
        logger = dependency.logger
    }
}

final class AccountService: Injectable, Sendable {
    struct Dependency {
        let client: APIClient
        let database: Database
        let logger: Logger
    }

    let client: APIClient
    let database: Database
    let logger: Logger

    init(dependency: Dependency) {
        client = dependency.client
        database = dependency.database
        logger = dependency.logger
    }
}

final class SettingsViewModel: Injectable, Sendable {
    struct Dependency {
        let settings: SettingsService
        let account: AccountService
    }

    let settings: SettingsService
    let account: AccountService

    init(dependency: Dependency) {
        settings = dependency.settings
        account = dependency.account
    }
}

final class AppRoot: Injectable, Sendable {
    struct Dependency {
        let feed: FeedViewModel
        let profile: ProfileViewModel
        let settings: SettingsViewModel
    }

    let feed: FeedViewModel
    let profile: ProfileViewModel
    let settings: SettingsViewModel

    init(dependency: Dependency) {
        feed = dependency.feed
        profile = dependency.profile
        settings = dependency.settings
    }
}

/// Shared while something holds it: the weakly shared read.
final class Session: Injectable, WeakSharedInstance, Sendable {
    struct Dependency {
        let logger: Logger
    }

    init(dependency: Dependency) {}
}

/// Made when first asked for, through `Lazy`.
final class Exporter: Injectable, Sendable {
    struct Dependency {
        let database: Database
    }

    init(dependency: Dependency) {}
}

final class ReportScreen: Injectable {
    struct Dependency {
        let exporter: Lazy<Exporter>
    }

    let exporter: Lazy<Exporter>

    init(dependency: Dependency) {
        exporter = dependency.exporter
    }
}

/// Made as often as asked for, through a factory closure.
final class Receipt: Injectable, Sendable {
    struct Dependency {
        let logger: Logger
    }

    init(dependency: Dependency) {}
}

final class CheckoutScreen: Injectable {
    struct Dependency {
        let makeReceipt: () -> Receipt
    }

    let makeReceipt: () -> Receipt

    init(dependency: Dependency) {
        makeReceipt = dependency.makeReceipt
    }
}

/// What dikitgen generates the resolution of (Resolver.generated.swift, by the plugin).
protocol BenchmarkResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

final class GeneratedWiring: BenchmarkResolver, Sendable {
    let sharedInstances = SharedInstanceStore()
}

/// The same, for a resolver used from one isolation (not `Sendable`, as the hand-written
/// wiring is not): its store has no lock.
protocol IsolatedBenchmarkResolver: Resolver {
    var sharedInstances: IsolatedInstanceStore { get }
}

final class IsolatedGeneratedWiring: IsolatedBenchmarkResolver {
    let sharedInstances = IsolatedInstanceStore()
}
