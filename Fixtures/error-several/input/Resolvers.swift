import DIKit

protocol KitchenResolver: Resolver {
    func provideOven() -> Oven
    func provideTimer()
}

protocol DeliveryResolver: Resolver {
    static func provideCourier() -> Courier
}

final class Oven {}

final class Courier {}
