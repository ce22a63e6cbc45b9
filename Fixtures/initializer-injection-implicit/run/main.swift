import DIKit

struct App: AppResolver {}

let dashboard = App().resolveDashboard()
print("counter starts at", dashboard.counter.start, "labelled", dashboard.counter.label ?? "nothing")
print("derived", dashboard.derived.level, dashboard.derived.extra)
