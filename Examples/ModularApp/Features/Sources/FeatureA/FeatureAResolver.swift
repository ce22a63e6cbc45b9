import Core
import DIKit
import Networking

/// The profile feature's resolver: it builds Networking's `HTTPClient`, whose server's address
/// `NetworkingProviders` contributes, so it declares nothing of its own.
public protocol FeatureAResolver: CoreResolver {}
