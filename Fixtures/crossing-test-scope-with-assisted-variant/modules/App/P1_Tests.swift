import DIKit

protocol P1_TestResolver: P1_AppResolver {
    func provideUser() -> P1_User
}

protocol P1_TestCheckoutResolver: Resolver {
    var app: any P1_TestResolver { get }
    var order: P1_Order { get }
}
