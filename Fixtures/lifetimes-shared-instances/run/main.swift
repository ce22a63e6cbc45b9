import DIKit
import Dispatch

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func provideDatabasePath() -> String { "/tmp/app.db" }
}

let app = App()
let counts = Constructions.shared

// Identity: one instance until it is removed.
let database = app.resolveDatabase()
print("same database:", database === app.resolveDatabase(), "same through Request:", app.resolveRequest().database === database)
print("requests differ:", app.resolveRequest() !== app.resolveRequest())
app.sharedInstances.remove(Database.self)
let newDatabase = app.resolveDatabase()
print("new after remove:", newDatabase !== database, "clock kept:", newDatabase.clock === database.clock)
app.sharedInstances.removeAll(except: [Clock.self])
print("new after removeAll(except:):", app.resolveDatabase() !== newDatabase, "clock kept:", app.resolveDatabase().clock === database.clock)
app.sharedInstances.removeAll()
print("clock new after removeAll:", app.resolveDatabase().clock !== database.clock)

// 1,000 concurrent resolves from many threads: one instance.
let concurrentApp = App()
let (databasesBefore, clocksBefore) = (counts.count("Database"), counts.count("Clock"))
DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
    _ = concurrentApp.resolveRequest()
}
print(
    "constructions in 1,000 concurrent resolves:", "Database", counts.count("Database") - databasesBefore,
    "Clock", counts.count("Clock") - clocksBefore
)

// A weak instance lives while something holds it.
var session: Session? = app.resolveSession()
let sessionID = ObjectIdentifier(session!)
print("same session while held:", ObjectIdentifier(app.resolveSession()) == sessionID)
let sessionsBefore = counts.count("Session")
session = nil
_ = app.resolveSession()
print("made again once released:", counts.count("Session") == sessionsBefore + 1)

// A throwing construction keeps nothing.
do {
    _ = try app.resolveTill()
} catch {
    print("first till threw:", error)
}
let till = try! app.resolveTill()
print("second till kept:", till === (try! app.resolveTill()), "constructions:", counts.count("Till"))

// Concurrent asynchronous resolves: one instance.
let prices = await withTaskGroup(of: ObjectIdentifier.self) { group in
    for _ in 0..<100 {
        group.addTask { ObjectIdentifier(await app.resolvePrices()) }
    }
    var identities = Set<ObjectIdentifier>()
    for await identity in group { identities.insert(identity) }
    return identities
}
print("async instances:", prices.count, "constructions:", counts.count("Prices"))

// A @MainActor shared type (top-level code runs on the main actor).
app.resolveTheme().accent = "green"
print("main-actor theme kept:", app.resolveTheme().accent, "constructions:", counts.count("Theme"))
