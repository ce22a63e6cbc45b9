import DIKit
import Foundation

/// The same graph wired by hand, as an app without a DI tool would: `lazy var` for what is
/// shared (not thread-safe, as such code usually is), a `weak var` for what is shared while
/// held, and a function per type.
final class HandWrittenWiring {
    lazy var logger = Logger(dependency: .init())
    lazy var database = Database(dependency: .init(logger: logger))
    private weak var liveSession: Session?

    var session: Session {
        if let session = liveSession { return session }
        let session = Session(dependency: .init(logger: logger))
        liveSession = session
        return session
    }

    func makeAPIClient() -> APIClient {
        APIClient(dependency: .init(transport: Transport(dependency: .init()), logger: logger))
    }

    func makeAppRoot() -> AppRoot {
        AppRoot(dependency: .init(
            feed: FeedViewModel(dependency: .init(
                feed: FeedService(dependency: .init(client: makeAPIClient(), database: database, logger: logger)),
                ads: AdsService(dependency: .init(client: makeAPIClient(), database: database, logger: logger))
            )),
            profile: ProfileViewModel(dependency: .init(
                profile: ProfileService(dependency: .init(client: makeAPIClient(), database: database, logger: logger)),
                friends: FriendsService(dependency: .init(client: makeAPIClient(), database: database, logger: logger))
            )),
            settings: SettingsViewModel(dependency: .init(
                settings: SettingsService(dependency: .init(client: makeAPIClient(), database: database, logger: logger)),
                account: AccountService(dependency: .init(client: makeAPIClient(), database: database, logger: logger))
            ))
        ))
    }

    func makeReportScreen() -> ReportScreen {
        ReportScreen(dependency: .init(exporter: Lazy { Exporter(dependency: .init(database: self.database)) }))
    }

    func makeCheckoutScreen() -> CheckoutScreen {
        CheckoutScreen(dependency: .init(makeReceipt: { Receipt(dependency: .init(logger: self.logger)) }))
    }
}

/// A thread-safe hand-written shared instance, for the contended reads: a lock around a
/// lazily made value.
final class LockedHandWrittenWiring: @unchecked Sendable {
    private let lock = NSLock()
    private var storedDatabase: Database?

    var database: Database {
        lock.lock()
        defer { lock.unlock() }
        if let database = storedDatabase { return database }
        let database = Database(dependency: .init(logger: Logger(dependency: .init())))
        storedDatabase = database
        return database
    }
}
