import DIKit

public struct HTTPClient: Injectable {
    public struct Dependency {
        public let baseURL: String
    }

    init(dependency: Dependency) {}
}
