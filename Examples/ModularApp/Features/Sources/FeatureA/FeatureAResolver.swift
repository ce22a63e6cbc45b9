import Core
import DIKit
import Networking

/// The profile feature's resolver: it builds Networking's `HTTPClient`, so it provides the
/// server's address.
public protocol FeatureAResolver: CoreResolver {
    func provideServerURL() -> ServerURL
}
