struct App: CalendarResolver {
    func provideClock() -> Clock { Clock(zone: "UTC") }
}

print(App().resolvePlanner(repeat: "monday").agenda.summary)
