import DIKit

protocol KitchenResolver: Resolver {
    func provideOven() -> Oven
    // Fixed: a provider returns what it provides.
    func provideTimer() -> KitchenTimer
}

protocol DeliveryResolver: Resolver {
    // Fixed: not static.
    func provideCourier() -> Courier
}

final class Oven {}

final class Courier {}

final class KitchenTimer {}
