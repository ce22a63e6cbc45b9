import Core
import DIKit
import Session

/// The app's resolver, which the sessions of `Session` hang from.
protocol AppResolver: SessionParentResolver {}

/// Made with a session, in the app: its cart is the session's, given as a call-site parameter,
/// since the app cannot resolve a type a scope keeps.
struct Receipt: InitializerInjectable {
    let cart: Cart
    let database: Database
}
