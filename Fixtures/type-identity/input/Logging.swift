import DIKit

protocol Logging {
    func log(_ message: String)
}

struct PrintLogger: Logging {
    func log(_ message: String) { print("log: \(message)") }
}

struct Clock {
    let now = "12:00"
}

/// Each dependency is spelled differently from the provider of its type, and still matches.
struct Dashboard: Injectable {
    struct Dependency {
        let logger: Logging
        let clock: Optional<Clock>
        let tags: Array<String>
        let limits: Dictionary<String, Int>
        /// Comments and whitespace inside a type do not change it.
        let callback: (  String ) -> /* the count */ Int
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

protocol AppResolver: Resolver {
    func provideLogger() -> any Logging
    func provideClock() -> Clock?
    func provideTags() -> [String]
    func provideLimits() -> [String: Int]
    func provideCallback() -> (String) -> Int
}
