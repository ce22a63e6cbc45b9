import DIKit

/// A library type with a call-site parameter: the generated `resolveBaker(name:)` takes the
/// baker's name.
public struct Baker: Injectable {
    public struct Dependency {
        public let oven: Oven
        public let name: String

        public init(oven: Oven, name: String) {
            self.oven = oven
            self.name = name
        }
    }

    public let summary: String

    public init(dependency: Dependency) {
        summary = "\(dependency.name) bakes \(dependency.oven.flour.kind) bread"
    }
}
