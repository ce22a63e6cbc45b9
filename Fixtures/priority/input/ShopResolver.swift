import DIKit

protocol ShopResolver: Resolver {
    func providePaymentGateway() -> PaymentGateway
    func provideReceiptPrinter() -> ReceiptPrinter
    func provideCheckoutScreen() -> CheckoutScreen
}
