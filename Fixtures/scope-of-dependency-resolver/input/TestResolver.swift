import App
import DIKit

struct FakeGateway: Gateway {}

/// A refinement of a scope's parent in another module (a test target): it must leave
/// `Cart`, which needs the scope's `User`, to the scope, as `AppResolver` does.
protocol TestResolver: AppResolver {
    func provideFakeGateway() -> any Gateway
}
