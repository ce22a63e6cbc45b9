import DIKit

struct App: AppResolver {}
struct Widget: WidgetResolver {}

let app = App()
let session = app.makeSessionResolver(user: User(name: "Ada"))
print("app:", app.resolveStatus().clock.name, app.resolveStatus().banners.map(\.text))
print("widget:", Widget().resolveClock().name)
print("session:", session.resolveStatus().clock.name, session.resolveSessionScreen().banners.map(\.text))
print(session.resolveSessionScreen().greeting.text)
