import DIKit
import Testing

/// `Lazy`: made at the first read, once, whatever the threads.
@Suite struct LazyTests {
    @Test func isNotMadeUntilItsValueIsRead() {
        let made = Locked(0)
        let lazy = Lazy { Counted(counting: made) }
        #expect(made.current == 0)
        let value = lazy.value
        #expect(made.current == 1)
        #expect(lazy.value === value)
        #expect(made.current == 1)
    }

    @Test func neverReadIsNeverMade() {
        let made = Locked(0)
        do {
            let lazy = Lazy { Counted(counting: made) }
            _ = lazy
        }
        #expect(made.current == 0)
    }

    @Test func releasesItsClosureOnceMade() {
        final class Captured {}
        var captured: Captured? = Captured()
        let watched = Watch(captured)
        let lazy = Lazy { [captured] in ObjectIdentifier(captured!) }
        captured = nil
        #expect(!watched.isReleased, "the closure holds it until the value is made")
        _ = lazy.value
        #expect(watched.isReleased, "then the closure is released, and what it captured")
    }

    /// 100 threads released together read one `Lazy`, whose closure returns once every
    /// thread has begun its first read: made once, and every read gets the same value.
    @Test func concurrentReadsMakeItOnce() {
        let made = Locked(0)
        let reading = Locked(0)
        let lazy = SharedLazy(Lazy {
            Threads.waitUntil { reading.current >= 100 }
            return Counted(counting: made)
        })
        let read = Locked<[Counted]>([])
        let finished = Threads.run(100) { _ in
            for _ in 0..<10 {
                reading.increment()
                let value = lazy.value
                read.withLock { $0.append(value) }
            }
        }
        #expect(finished)
        #expect(made.current == 1)
        #expect(read.current.count == 1000)
        #expect(identities(read.current).count == 1)
        #expect(lazy.value === read.current.first)
    }

    /// Its closure may read other `Lazy` values (no lock is held while it runs).
    @Test func itsClosureMayReadAnotherLazy() {
        let inner = Lazy { 20 }
        let outer = Lazy { inner.value + 1 }
        #expect(outer.value == 21)
    }

    #if compiler(>=6.2)
    @Test func aClosureThatReadsItsOwnLazyStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            final class Holder { var lazy: Lazy<Int>? }
            let holder = Holder()
            holder.lazy = Lazy { holder.lazy!.value }
            _ = holder.lazy!.value
        }
    }
    #endif
}

/// A `Lazy` shared between threads on purpose. `Lazy` is not `Sendable` (its closure may
/// capture a resolver that is not); the test's closure captures only `Sendable` values, so
/// sharing it is sound, and checks that `Lazy` is safe when code does share it.
struct SharedLazy<Value: Sendable>: @unchecked Sendable {
    let lazy: Lazy<Value>

    init(_ lazy: Lazy<Value>) {
        self.lazy = lazy
    }

    var value: Value { lazy.value }
}
