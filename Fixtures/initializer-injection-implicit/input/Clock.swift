import DIKit

/// Classes and actors that declare no initializer: Swift gives each whose stored properties
/// all have a value an implicit `init()`, which the generated code calls.
final class Clock: InitializerInjectable {}

final class Counter: InitializerInjectable {
    let start = 1
    var label: String?
}

actor Ledger: InitializerInjectable {
    var entries = 0
}

nonisolated class Base {
    var level = 1
}

/// Inherits `init()` from `Base`: it declares no initializer, and its own property has a value.
nonisolated final class Derived: Base, InitializerInjectable {
    var extra = 2
}

struct Dashboard: InitializerInjectable {
    let clock: Clock
    let counter: Counter
    let ledger: Ledger
    let derived: Derived
}

protocol AppResolver: Resolver {}
