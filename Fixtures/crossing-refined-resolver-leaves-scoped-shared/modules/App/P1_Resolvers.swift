import DIKit

protocol P1_AppResolver: P1_FeatureResolver {
    var sharedInstances: SharedInstanceStore { get }
}

protocol P1_SessionResolver: Resolver {
    var app: any P1_AppResolver { get }
    var user: P1_User { get }
}

protocol P1_CheckoutResolver: Resolver {
    var session: any P1_SessionResolver { get }
    var order: P1_Order { get }
    var sharedInstances: SharedInstanceStore { get }
}
