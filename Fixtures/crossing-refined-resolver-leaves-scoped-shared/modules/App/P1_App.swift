import DIKit

struct P1_Strip: InitializerInjectable {
    let banners: [any P1_Banner]
    init(banners: [any P1_Banner] = []) { self.banners = banners }
}

struct P1_User {
    let name: String
}

struct P1_Order {
    let number: Int
}

final class P1_Payment: InitializerInjectable, SharedInstance {
    let order: P1_Order
    init(order: P1_Order) { self.order = order }
}
