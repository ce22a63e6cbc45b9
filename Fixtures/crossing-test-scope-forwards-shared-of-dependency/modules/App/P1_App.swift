import DIKit
import Core

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
