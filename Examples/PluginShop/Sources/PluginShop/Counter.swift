import Bakery
import DIKit

/// An injectable type of the app that needs one of the library's.
struct Counter: Injectable {
    struct Dependency {
        let baker: Baker
        let sign: String
    }

    let text: String

    init(dependency: Dependency) {
        text = "\(dependency.sign): \(dependency.baker.summary)"
    }
}
