struct App: AuditResolver {
    func provideClock() -> Clock { Clock() }
}

for log in App().resolveAuditScreen().logs {
    print(type(of: log), "->", log.destination, "at", log.clock.name)
}
