import DIKit

/// The app's display name: a wrapper type, so a provider can bind it (a `String` could not be
/// told apart from other strings).
public struct AppName: Sendable, Equatable {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }
}

/// Prefixes every line the features print with the app's name.
public struct LineFormatter: Injectable {
    public struct Dependency {
        public let appName: AppName

        public init(appName: AppName) {
            self.appName = appName
        }
    }

    public let appName: AppName

    public init(dependency: Dependency) {
        appName = dependency.appName
    }

    public func line(_ text: String) -> String {
        "[\(appName.value)] \(text)"
    }
}
