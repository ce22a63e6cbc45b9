import DIKit

protocol ShopResolver: Resolver {}
