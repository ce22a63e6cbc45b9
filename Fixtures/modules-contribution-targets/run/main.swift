import Core
import DIKit
import Widget

struct App: AppResolver {}
struct WidgetHost: WidgetResolver {}

print("app:", App().resolveStatus().clock.name)
print("widget:", WidgetHost().resolveStatus().clock.name)
