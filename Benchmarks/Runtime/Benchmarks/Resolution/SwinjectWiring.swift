import DIKit
import Swinject

/// The same graph in Swinject's container: the shared types in the `.container` scope, the
/// weakly shared one in `.weak`, every other type made at each resolve.
enum SwinjectWiring {
    static func makeContainer() -> Container {
        let container = Container()
        container.register(Logger.self) { _ in Logger(dependency: .init()) }.inObjectScope(.container)
        container.register(Database.self) { r in Database(dependency: .init(logger: r.resolve(Logger.self)!)) }
            .inObjectScope(.container)
        container.register(Session.self) { r in Session(dependency: .init(logger: r.resolve(Logger.self)!)) }
            .inObjectScope(.weak)
        container.register(Transport.self) { _ in Transport(dependency: .init()) }
        container.register(APIClient.self) { r in
            APIClient(dependency: .init(transport: r.resolve(Transport.self)!, logger: r.resolve(Logger.self)!))
        }
        registerService(FeedService.self, in: container) { FeedService(dependency: .init(client: $0, database: $1, logger: $2)) }
        registerService(AdsService.self, in: container) { AdsService(dependency: .init(client: $0, database: $1, logger: $2)) }
        registerService(ProfileService.self, in: container) { ProfileService(dependency: .init(client: $0, database: $1, logger: $2)) }
        registerService(FriendsService.self, in: container) { FriendsService(dependency: .init(client: $0, database: $1, logger: $2)) }
        registerService(SettingsService.self, in: container) { SettingsService(dependency: .init(client: $0, database: $1, logger: $2)) }
        registerService(AccountService.self, in: container) { AccountService(dependency: .init(client: $0, database: $1, logger: $2)) }
        container.register(FeedViewModel.self) { r in
            FeedViewModel(dependency: .init(feed: r.resolve(FeedService.self)!, ads: r.resolve(AdsService.self)!))
        }
        container.register(ProfileViewModel.self) { r in
            ProfileViewModel(dependency: .init(profile: r.resolve(ProfileService.self)!, friends: r.resolve(FriendsService.self)!))
        }
        container.register(SettingsViewModel.self) { r in
            SettingsViewModel(dependency: .init(settings: r.resolve(SettingsService.self)!, account: r.resolve(AccountService.self)!))
        }
        container.register(AppRoot.self) { r in
            AppRoot(dependency: .init(
                feed: r.resolve(FeedViewModel.self)!,
                profile: r.resolve(ProfileViewModel.self)!,
                settings: r.resolve(SettingsViewModel.self)!
            ))
        }
        container.register(Exporter.self) { r in Exporter(dependency: .init(database: r.resolve(Database.self)!)) }
        container.register(ReportScreen.self) { r in
            ReportScreen(dependency: .init(exporter: DIKit.Lazy { r.resolve(Exporter.self)! }))
        }
        container.register(Receipt.self) { r in Receipt(dependency: .init(logger: r.resolve(Logger.self)!)) }
        container.register(CheckoutScreen.self) { r in
            CheckoutScreen(dependency: .init(makeReceipt: { r.resolve(Receipt.self)! }))
        }
        return container
    }

    private static func registerService<Service>(
        _ type: Service.Type, in container: Container, _ make: @escaping (APIClient, Database, Logger) -> Service
    ) {
        container.register(type) { r in
            make(r.resolve(APIClient.self)!, r.resolve(Database.self)!, r.resolve(Logger.self)!)
        }
    }
}
