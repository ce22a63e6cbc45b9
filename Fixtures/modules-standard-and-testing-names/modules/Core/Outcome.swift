import DIKit

/// Swift's `Result`, written as every module writes it: the app declares a `Result` of its
/// own, so the app's generated code names this one `Swift.Result`.
public struct Outcome: InitializerInjectable {
    public let result: Result<Int, Never>

    public init(result: Result<Int, Never>) {
        self.result = result
    }
}
