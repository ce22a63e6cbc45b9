import DIKit

/// The home-screen widget has no network stack: what needs one takes it as a parameter.
protocol WidgetResolver: DIKit.Resolver {
    func provideKeychain() -> Keychain
}
