import DIKit
import Networking

/// No provider: `any APIClient` is Networking's binding.
protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

struct ProfileViewModel: Injectable {
    struct Dependency {
        let client: any APIClient
    }

    let client: any APIClient

    init(dependency: Dependency) {
        client = dependency.client
    }

    var title: String { client.get("/profile") }
}

/// Needs the client only through the view model: its method changes in the tests too.
struct ProfileScreen: Injectable {
    struct Dependency {
        let model: ProfileViewModel
    }

    let model: ProfileViewModel

    init(dependency: Dependency) {
        model = dependency.model
    }
}

/// Needs no client: the tests inherit the app's method.
struct AboutScreen: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Its interceptors are Networking's, with no contribution in any resolver.
struct RequestPipeline: Injectable {
    struct Dependency {
        let interceptors: [any Interceptor]
    }

    let names: [String]

    init(dependency: Dependency) {
        names = dependency.interceptors.map(\.name)
    }
}
