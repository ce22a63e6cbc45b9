struct App: AppResolver {
    func provideLogger() -> any Logging { PrintLogger() }
    func provideClock() -> Clock? { Clock() }
    func provideTags() -> [String] { ["a", "b"] }
    func provideLimits() -> [String: Int] { ["max": 3] }
    func provideCallback() -> (String) -> Int { { $0.count } }
}

let dashboard = App().resolveDashboard()
dashboard.dependency.logger.log("dashboard at \(dashboard.dependency.clock?.now ?? "-")")
print(dashboard.dependency.tags, dashboard.dependency.limits, dashboard.dependency.callback("four"))
