import Core
import DIKit
import Promo

struct App: AppResolver {}

let home = App().resolveHome()
print("banners:", home.banners.map(\.text))
print("badges:", home.badges.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)" })
print("discount:", home.discount)
