/// A screen is given a way to build carts, not the resolver: the generated scope type is one,
/// by a conformance the user declares in an extension of it (valid Swift against the
/// generated code, as a Needle component is a builder).
protocol CartBuilder {
    func buildCart() -> Cart
}

extension SessionResolverScope: CartBuilder {
    func buildCart() -> Cart {
        resolveCart()
    }
}
