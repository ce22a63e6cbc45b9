import DIKit
@testable import App
import Core

protocol P1_TestResolver: P1_AppResolver {
}

protocol P1_TestCheckoutResolver: Resolver {
    var app: any P1_TestResolver { get }
    var order: P1_Order { get }
}
