import Dispatch
@preconcurrency import Dispatch
import DIKit
import Swift

/// Reports where the user is.
struct LocationProvider: Injectable {
    struct Dependency {}

    let queue = DispatchQueue(label: "location")

    init(dependency: Dependency) {}
}
