import DIKit

protocol AppResolver: Resolver {
    // Its parameter is missing in AppResolver and in TestResolver, which inherits it: once.
    func provideSession(token: String) -> Session
}

// Refines AppResolver: what AppResolver misses, it misses too; a provider added to
// AppResolver is inherited, so the reports name AppResolver only. Its `Locale?` is a near
// match for the `Locale` that AppResolver misses.
protocol TestResolver: AppResolver {
    func provideLocale() -> Locale?
}

protocol WidgetResolver: Resolver {
    func provideLocale() -> Locale
}
