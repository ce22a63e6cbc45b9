import Benchmark
import DIKit
import Dispatch
import Swinject

/// Each case three times: the code dikitgen generates, the same wiring written by hand (the
/// anchor to meet), and Swinject's container; the cases of shared instances read on one
/// thread a fourth time, generated for a resolver that keeps them in an
/// `IsolatedInstanceStore`, as one used from one isolation may (the hand-written wiring is
/// not `Sendable` either). Reads are timed per thousand (`.kilo`): the
/// figures are per read. Allocations are counted by the malloc interposer.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )
    let perThousand = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    // MARK: The 24-object graph
    //
    // Each sample makes a wiring and resolves the graph once: the `Database` and the `Logger`
    // are made too, as when a screen is first shown. The second case resolves it again, the
    // shared instances already made, as every later time.

    Benchmark("Graph of 24 objects: generated") { benchmark in
        let wiring = GeneratedWiring()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveAppRoot()) }
    }
    Benchmark("Graph of 24 objects: generated, IsolatedInstanceStore") { benchmark in
        let wiring = IsolatedGeneratedWiring()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveAppRoot()) }
    }
    Benchmark("Graph of 24 objects: hand-written") { benchmark in
        let wiring = HandWrittenWiring()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.makeAppRoot()) }
    }
    Benchmark("Graph of 24 objects: Swinject") { benchmark in
        let container = SwinjectWiring.makeContainer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(AppRoot.self)!) }
    }
    Benchmark("Graph of 24 objects, shared instances made: generated") { benchmark in
        let wiring = GeneratedWiring()
        blackHole(wiring.resolveAppRoot())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveAppRoot()) }
    }
    Benchmark("Graph of 24 objects, shared instances made: generated, IsolatedInstanceStore") { benchmark in
        let wiring = IsolatedGeneratedWiring()
        blackHole(wiring.resolveAppRoot())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveAppRoot()) }
    }
    Benchmark("Graph of 24 objects, shared instances made: hand-written") { benchmark in
        let wiring = HandWrittenWiring()
        blackHole(wiring.makeAppRoot())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.makeAppRoot()) }
    }
    Benchmark("Graph of 24 objects, shared instances made: Swinject") { benchmark in
        let container = SwinjectWiring.makeContainer()
        blackHole(container.resolve(AppRoot.self)!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(AppRoot.self)!) }
    }

    // MARK: A request scope
    //
    // Each operation makes the scope for one request and resolves its controller: a new store,
    // the request's own log made and kept, the app's shared instances read through the parent.

    Benchmark("Request scope, made and its controller resolved: generated", configuration: perThousand) { benchmark in
        let wiring = GeneratedWiring()
        blackHole(wiring.resolveDatabase())
        benchmark.startMeasurement()
        for number in benchmark.scaledIterations {
            blackHole(wiring.makeRequestResolver(request: Request(id: number)).resolveRequestController())
        }
    }
    Benchmark("Request scope, made and its controller resolved: hand-written", configuration: perThousand) { benchmark in
        let wiring = HandWrittenWiring()
        blackHole(wiring.database)
        benchmark.startMeasurement()
        for number in benchmark.scaledIterations {
            blackHole(HandWrittenRequestScope(app: wiring, request: Request(id: number)).makeController())
        }
    }

    // MARK: A shared instance, read

    Benchmark("Shared read: generated", configuration: perThousand) { benchmark in
        let wiring = GeneratedWiring()
        blackHole(wiring.resolveDatabase())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveDatabase()) }
    }
    Benchmark("Shared read: generated, IsolatedInstanceStore", configuration: perThousand) { benchmark in
        let wiring = IsolatedGeneratedWiring()
        blackHole(wiring.resolveDatabase())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveDatabase()) }
    }
    Benchmark("Shared read: hand-written lazy var", configuration: perThousand) { benchmark in
        let wiring = HandWrittenWiring()
        blackHole(wiring.database)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.database) }
    }
    Benchmark("Shared read: Swinject", configuration: perThousand) { benchmark in
        let container = SwinjectWiring.makeContainer()
        blackHole(container.resolve(Database.self)!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(Database.self)!) }
    }

    // MARK: A shared instance, read and kept
    //
    // As an object's initializer keeps a dependency: the reference is stored, so the
    // hand-written read retains it too (above, `blackHole` only borrows the lazy var's value,
    // and the read compiles to one load).

    Benchmark("Shared read, kept by its consumer: generated", configuration: perThousand) { benchmark in
        let wiring = GeneratedWiring()
        let consumer = Consumer(database: wiring.resolveDatabase())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { consumer.database = wiring.resolveDatabase() }
        blackHole(consumer)
    }
    Benchmark("Shared read, kept by its consumer: generated, IsolatedInstanceStore", configuration: perThousand) { benchmark in
        let wiring = IsolatedGeneratedWiring()
        let consumer = Consumer(database: wiring.resolveDatabase())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { consumer.database = wiring.resolveDatabase() }
        blackHole(consumer)
    }
    Benchmark("Shared read, kept by its consumer: hand-written lazy var", configuration: perThousand) { benchmark in
        let wiring = HandWrittenWiring()
        let consumer = Consumer(database: wiring.database)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { consumer.database = wiring.database }
        blackHole(consumer)
    }
    Benchmark("Shared read, kept by its consumer: Swinject", configuration: perThousand) { benchmark in
        let container = SwinjectWiring.makeContainer()
        let consumer = Consumer(database: container.resolve(Database.self)!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { consumer.database = container.resolve(Database.self)! }
        blackHole(consumer)
    }

    // MARK: A shared instance, read by two threads at once

    Benchmark("Shared read, 2 threads: generated", configuration: perThousand) { benchmark in
        let wiring = GeneratedWiring()
        blackHole(wiring.resolveDatabase())
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in iterations { blackHole(wiring.resolveDatabase()) }
        }
    }
    Benchmark("Shared read, 2 threads: hand-written with a lock", configuration: perThousand) { benchmark in
        let wiring = LockedHandWrittenWiring()
        blackHole(wiring.database)
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in iterations { blackHole(wiring.database) }
        }
    }
    Benchmark("Shared read, 2 threads: Swinject", configuration: perThousand) { benchmark in
        nonisolated(unsafe) let resolver = SwinjectWiring.makeContainer().synchronize()
        blackHole(resolver.resolve(Database.self)!)
        let iterations = benchmark.scaledIterations
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in iterations { blackHole(resolver.resolve(Database.self)!) }
        }
    }

    // MARK: A weakly shared instance, read while held

    Benchmark("Weakly shared read: generated", configuration: perThousand) { benchmark in
        let wiring = GeneratedWiring()
        let held = wiring.resolveSession()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveSession()) }
        blackHole(held)
    }
    Benchmark("Weakly shared read: generated, IsolatedInstanceStore", configuration: perThousand) { benchmark in
        let wiring = IsolatedGeneratedWiring()
        let held = wiring.resolveSession()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveSession()) }
        blackHole(held)
    }
    Benchmark("Weakly shared read: hand-written weak var", configuration: perThousand) { benchmark in
        let wiring = HandWrittenWiring()
        let held = wiring.session
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.session) }
        blackHole(held)
    }
    Benchmark("Weakly shared read: Swinject", configuration: perThousand) { benchmark in
        let container = SwinjectWiring.makeContainer()
        let held = container.resolve(Session.self)!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(Session.self)!) }
        blackHole(held)
    }

    // MARK: Lazy: a screen made, and its Lazy read once

    Benchmark("Lazy, made and read: generated", configuration: perThousand) { benchmark in
        let wiring = GeneratedWiring()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.resolveReportScreen().exporter.value) }
    }
    Benchmark("Lazy, made and read: hand-written", configuration: perThousand) { benchmark in
        let wiring = HandWrittenWiring()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(wiring.makeReportScreen().exporter.value) }
    }
    Benchmark("Lazy, made and read: Swinject", configuration: perThousand) { benchmark in
        let container = SwinjectWiring.makeContainer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(container.resolve(ReportScreen.self)!.exporter.value) }
    }

    // MARK: A factory closure, called

    Benchmark("Factory closure, called: generated", configuration: perThousand) { benchmark in
        let screen = GeneratedWiring().resolveCheckoutScreen()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(screen.makeReceipt()) }
    }
    Benchmark("Factory closure, called: hand-written", configuration: perThousand) { benchmark in
        let screen = HandWrittenWiring().makeCheckoutScreen()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(screen.makeReceipt()) }
    }
    Benchmark("Factory closure, called: Swinject", configuration: perThousand) { benchmark in
        let screen = SwinjectWiring.makeContainer().resolve(CheckoutScreen.self)!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(screen.makeReceipt()) }
    }
}

/// What keeps a shared instance in the "kept by its consumer" cases: a stored property, as in
/// an object that holds its dependency.
final class Consumer {
    var database: Database

    init(database: Database) {
        self.database = database
    }
}
