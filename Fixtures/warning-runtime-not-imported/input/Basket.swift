/// This file imports nothing, and nothing re-exports the runtime to it: the compiler would not
/// find `Injectable` here, so it is not read, and nothing builds `Basket`.
struct Basket: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}
