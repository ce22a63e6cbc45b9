struct App: AppResolver {
    func provideEndpoint() -> String { "/health" }
}

print(App().resolveHealthHandler().status)
_ = App().resolveMetrics()
