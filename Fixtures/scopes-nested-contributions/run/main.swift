import DIKit

struct App: AppResolver {}

let session = App().makeSessionResolver(user: User(name: "Ana"))
let checkout = session.makeCheckoutResolver(order: Order(number: 7))
print("app banners:", App().resolveBannerStrip().banners.map(\.text))
print("session banners:", session.resolveBannerStrip().banners.map(\.text))
print("checkout banners:", checkout.resolveBannerStrip().banners.map(\.text))
print("session tags:", session.resolveTagCloud().ordered.map(\.name))
print("checkout tags:", checkout.resolveTagCloud().ordered.map(\.name), checkout.resolveTagCloud().tags.count)
