import Core
import DIKit
import Networking

/// The profile screen's view model. FeatureB has a `ViewModel` too: a module that imports
/// both spells them `FeatureA.ViewModel` and `FeatureB.ViewModel`.
public struct ViewModel: Injectable {
    public struct Dependency {
        public let api: ProfileAPI
        public let formatter: LineFormatter

        public init(api: ProfileAPI, formatter: LineFormatter) {
            self.api = api
            self.formatter = formatter
        }
    }

    public let api: ProfileAPI
    public let formatter: LineFormatter

    public init(dependency: Dependency) {
        api = dependency.api
        formatter = dependency.formatter
    }

    public var title: String {
        formatter.line("profile: \(api.fetchProfile())")
    }
}

/// Loads avatars through its own `ProfileAPI`, which shares the resolver's `HTTPClient`.
public struct AvatarLoader: Injectable {
    public struct Dependency {
        public let api: ProfileAPI

        public init(api: ProfileAPI) {
            self.api = api
        }
    }

    public let api: ProfileAPI

    public init(dependency: Dependency) {
        api = dependency.api
    }

    public func avatar(size: Int) -> String {
        api.fetchAvatar(size: size)
    }
}
