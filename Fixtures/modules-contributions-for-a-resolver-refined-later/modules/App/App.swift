import Core
import DIKit
import Promo

protocol AppResolver: CoreResolver {}

struct Home: InitializerInjectable {
    let banners: [any Banner]
    let badges: [String: any Badge]
    let discount: Int
}
