import DIKit

extension MetricsReporter: Injectable {
    struct Dependency {}
}

extension MetricsReporter {
    convenience init(dependency: Dependency) {
        self.init(prefix: "metrics")
    }
}

protocol AppResolver: Resolver {
    func provideUserName() -> String
}
