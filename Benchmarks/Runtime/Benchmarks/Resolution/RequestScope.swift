import DIKit

/// A server's scope per request, as a Hummingbird app would make one: made with the request,
/// it keeps a `RequestLog` of its own (`KeptByScope`: one per request, though it needs nothing
/// of the request) and resolves a controller that needs the request, the log and the app's
/// shared `Database` and `Logger`.
struct Request: Sendable {
    let id: Int
}

final class RequestLog: Injectable, SharedInstance, KeptByScope, Sendable {
    typealias KeepingScope = RequestResolver
    struct Dependency {
        let logger: Logger
    }

    init(dependency: Dependency) {}
}

final class RequestController: Injectable, Sendable {
    struct Dependency {
        let request: Request
        let log: RequestLog
        let database: Database
        let logger: Logger
    }

    let request: Request
    let log: RequestLog

    init(dependency: Dependency) {
        request = dependency.request
        log = dependency.log
    }
}

protocol RequestResolver: Resolver {
    var app: any BenchmarkResolver { get }
    var request: Request { get }
    var sharedInstances: SharedInstanceStore { get }
}

/// The request scope written by hand: the app's wiring, the request, and the log made at its
/// first use.
final class HandWrittenRequestScope {
    let app: HandWrittenWiring
    let request: Request
    lazy var log = RequestLog(dependency: .init(logger: app.logger))

    init(app: HandWrittenWiring, request: Request) {
        self.app = app
        self.request = request
    }

    func makeController() -> RequestController {
        RequestController(dependency: .init(request: request, log: log, database: app.database, logger: app.logger))
    }
}
