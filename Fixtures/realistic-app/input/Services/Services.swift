import DIKit

struct ImageLoader: Injectable {
    struct Dependency {
        let session: URLSessionLike
        let cache: ImageCache
    }

    init(dependency: Dependency) {}
}

/// Signs requests; built with a factory so tests can swap the clock.
final class RequestSigner: FactoryMethodInjectable {
    struct Dependency {
        let keychain: Keychain
    }

    static func makeInstance(dependency: RequestSigner.Dependency) -> RequestSigner {
        RequestSigner()
    }
}

/// `Analytics` lives in the excluded `Vendor` directory, so it is a parameter.
struct ReadingTracker: Injectable {
    struct Dependency {
        let analytics: Analytics
        let signer: RequestSigner
    }

    init(dependency: Dependency) {}
}
