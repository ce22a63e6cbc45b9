#if DEBUG
struct App: AppResolver {
    func provideTracer() -> Tracer { Tracer() }
}
#else
struct App: AppResolver {}
#endif

print(App().resolveFeed().description)
_ = App().resolveClock()
