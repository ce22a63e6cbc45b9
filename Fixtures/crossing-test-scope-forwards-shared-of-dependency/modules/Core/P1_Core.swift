import DIKit

public protocol P1_Banner {
    var text: String { get }
}

public struct P1_TextBanner: P1_Banner {
    public let text: String
    public init(text: String) { self.text = text }
}

public final class P1_Clock: InitializerInjectable, SharedInstance {
    public init() {}
}
