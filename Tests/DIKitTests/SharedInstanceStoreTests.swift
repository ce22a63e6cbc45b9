@_spi(Testing) import DIKit
import Foundation
import Testing

/// `SharedInstanceStore`'s synchronous `instance(of:_:)`: identity, removal, errors,
/// re-entrance and many threads.
@Suite struct SharedInstanceStoreTests {
    // MARK: - Identity and removal

    @Test func returnsTheSameInstanceEveryTime() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let first = store.instance(of: Counted.self) { Counted(counting: made) }
        let second = store.instance(of: Counted.self) { Counted(counting: made) }
        #expect(first === second)
        #expect(made.current == 1)
    }

    @Test func removeMakesTheNextResolveConstructAgain() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let before = store.instance(of: Counted.self) { Counted(counting: made) }
        let other = store.instance(of: First.self) { First() }
        store.remove(Counted.self)
        let after = store.instance(of: Counted.self) { Counted(counting: made) }
        #expect(before !== after)
        #expect(made.current == 2)
        #expect(store.instance(of: First.self) { First() } === other, "remove drops only the type named")
        #expect(store.instance(of: Counted.self) { Counted(counting: made) } === after)
    }

    @Test func removeReleasesTheInstance() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        _ = store.instance(of: Counted.self) { Counted(counting: made, released: released) }
        #expect(released.current == 0, "the store keeps it")
        store.remove(Counted.self)
        #expect(released.current == 1)
    }

    /// Removed instances are released after the store's lock: a `deinit` that resolves from
    /// the same store runs without waiting for itself.
    @Test func aRemovedInstanceMayResolveAgainAsItGoes() {
        let store = SharedInstanceStore()
        let resolvedWhileReleased = Locked(false)
        _ = store.instance(of: ResolvingOnRelease.self) {
            ResolvingOnRelease {
                _ = store.instance(of: First.self) { First() }
                resolvedWhileReleased.withLock { $0 = true }
            }
        }
        store.removeAll()
        #expect(resolvedWhileReleased.current)
    }

    @Test func removeAllDropsEveryInstance() {
        let store = SharedInstanceStore()
        let first = store.instance(of: First.self) { First() }
        let second = store.instance(of: Second.self) { Second() }
        store.removeAll()
        #expect(store.instance(of: First.self) { First() } !== first)
        #expect(store.instance(of: Second.self) { Second() } !== second)
    }

    @Test func removeAllExceptKeepsOnlyTheTypesNamed() {
        let store = SharedInstanceStore()
        let first = store.instance(of: First.self) { First() }
        let second = store.instance(of: Second.self) { Second() }
        let third = store.instance(of: Third.self) { Third() }
        store.removeAll(except: [First.self, Third.self])
        #expect(store.instance(of: First.self) { First() } === first)
        #expect(store.instance(of: Second.self) { Second() } !== second)
        #expect(store.instance(of: Third.self) { Third() } === third)
    }

    /// Many types in one store, kept, removed one in three, kept again: the index that finds
    /// them grows, and a removed type's next instance is new while the others stay.
    @Test func manyTypesAreKeptAndRemovedApart() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let first = Level<Int>.instances(in: store, depth: 200, made: made)
        #expect(made.current == 200)
        #expect(first.map(\.depth) == Array(0..<200))
        #expect(Level<Int>.instances(in: store, depth: 200, made: made).elementsEqual(first) { $0.object === $1.object })
        Level<Int>.remove(from: store, depth: 200) { $0 % 3 == 0 }
        let second = Level<Int>.instances(in: store, depth: 200, made: made)
        #expect(made.current == 200 + 67)
        for depth in 0..<200 {
            #expect((second[depth].object === first[depth].object) == (depth % 3 != 0), "depth \(depth)")
        }
        store.removeAll()
        _ = Level<Int>.instances(in: store, depth: 200, made: made)
        #expect(made.current == 400 + 67)
    }

    @Test func storesAreIndependent() {
        let one = SharedInstanceStore()
        let other = SharedInstanceStore()
        #expect(one.instance(of: First.self) { First() } !== other.instance(of: First.self) { First() })
    }

    @Test func valueTypesAreKeptToo() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let make = { () -> [Int] in [made.increment()] }
        #expect(store.instance(of: [Int].self, make) == [1])
        #expect(store.instance(of: [Int].self, make) == [1])
        #expect(store.instance(of: Set<Int>.self) { [7] } == [7], "another type, another key")
    }

    /// A class is kept as itself, an existential (here of a class-bound protocol, and
    /// `AnyObject`) in a box: each under its own key, read back whole, witness table
    /// included.
    @Test func classesAndExistentialsAreKeptApart() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let asClass = store.instance(of: Counted.self) { Counted(counting: made) }
        let asProtocol = store.instance(of: (any Tracked).self) { Counted(counting: made) }
        let asObject = store.instance(of: AnyObject.self) { Counted(counting: made) }
        #expect(store.instance(of: Counted.self) { Counted(counting: made) } === asClass)
        #expect(store.instance(of: (any Tracked).self) { Counted(counting: made) } === asProtocol)
        #expect(store.instance(of: AnyObject.self) { Counted(counting: made) } === asObject)
        #expect(identities([asClass, asProtocol, asObject]).count == 3)
        #expect(asProtocol.made.current == 3, "called through the existential's witness table")
    }

    /// `Counted` and `any Counted & Sendable` are one type at run time, so one key. The
    /// optimizer decides that one spelling's values are object references, to keep as
    /// themselves, and boxes the other's; code that is not specialized decides at run time.
    /// Whichever keeps the instance, every other reads it back: specialized for either
    /// spelling, or not. (Only an optimized build can tell: `make test-runtime-release`.)
    @Test(arguments: [false, true])
    func twoSpellingsOfOneTypeShareTheirInstance(unspecializedKeeps: Bool) {
        let made = Locked(0)
        let keptUnder = { (store: SharedInstanceStore, marked: Bool) -> Counted in
            let make = { Counted(counting: made) }
            switch (unspecializedKeeps, marked) {
            case (false, false): return store.instance(of: Counted.self, make)
            case (false, true): return store.instance(of: (any Counted & Sendable).self, make)
            case (true, false): return unspecializedInstance(of: Counted.self, in: store, make)
            case (true, true): return unspecializedInstance(of: (any Counted & Sendable).self, in: store, make)
            }
        }
        let unused = { () -> Counted in preconditionFailure("kept already") }
        for marked in [false, true] {
            let store = SharedInstanceStore()
            let kept = keptUnder(store, marked)
            #expect(store.instance(of: Counted.self, unused) === kept)
            #expect(store.instance(of: (any Counted & Sendable).self, unused) === kept)
            #expect(unspecializedInstance(of: Counted.self, in: store, unused) === kept)
            #expect(unspecializedInstance(of: (any Counted & Sendable).self, in: store, unused) === kept)
        }
        #expect(made.current == 2)
    }

    /// A construction during which its type is removed (here by itself; in an app by another
    /// thread) returns its instance, but the store does not keep it.
    @Test func aConstructionRemovedWhileRunningIsNotKept() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let removedMidway = store.instance(of: Counted.self) { () -> Counted in
            store.remove(Counted.self)
            return Counted(counting: made)
        }
        let next = store.instance(of: Counted.self) { Counted(counting: made) }
        #expect(removedMidway !== next)
        #expect(made.current == 2)
    }

    /// A construction removed while it runs, and a second one of the same type begun
    /// meanwhile on another thread: the first's end must not end the second, so a third
    /// resolve waits for the second (or finds it) and gets its instance.
    @Test func aConstructionRemovedWhileRunningDoesNotEndTheOneBegunAfter() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let secondStarted = DispatchSemaphore(value: 0)
        let secondMayEnd = DispatchSemaphore(value: 0)
        let second = Locked<Counted?>(nil)
        let third = Locked<Counted?>(nil)
        let resolves = DispatchGroup()
        let first = store.instance(of: Counted.self) { () -> Counted in
            store.remove(Counted.self)
            DispatchQueue.global().async(group: resolves) {
                let instance = store.instance(of: Counted.self) { () -> Counted in
                    secondStarted.signal()
                    secondMayEnd.wait()
                    return Counted(counting: made)
                }
                second.withLock { $0 = instance }
            }
            secondStarted.wait()
            return Counted(counting: made)
        }
        DispatchQueue.global().async(group: resolves) {
            let instance = store.instance(of: Counted.self) { Counted(counting: made) }
            third.withLock { $0 = instance }
        }
        #expect(Threads.waitUntil { store.waitingResolveCount == 1 }, "the third resolve waits for the second construction")
        secondMayEnd.signal()
        #expect(resolves.wait(timeout: .now() + 60) == .success)
        let kept = second.current
        #expect(kept != nil && kept !== first)
        #expect(third.current === kept, "the third resolve got the second construction's instance")
        #expect(made.current == 2)
        #expect(store.instance(of: Counted.self) { Counted(counting: made) } === kept)
    }

    // MARK: - Errors

    @Test func aThrowingConstructionKeepsNothing() throws {
        let store = SharedInstanceStore()
        let attempts = Locked(0)
        let made = Locked(0)
        let make = { () throws(ConstructionFailed) -> Counted in
            let attempt = attempts.increment()
            if attempt == 1 { throw ConstructionFailed(attempt: attempt) }
            return Counted(counting: made)
        }
        #expect(throws: ConstructionFailed(attempt: 1)) { try store.instance(of: Counted.self, make) }
        let instance = try store.instance(of: Counted.self, make)
        #expect(attempts.current == 2, "the next resolve constructed again")
        #expect(try store.instance(of: Counted.self, make) === instance)
        #expect(attempts.current == 2)
    }

    /// Compiles only if the store rethrows the construction's error type: a caller declared
    /// `throws(ConstructionFailed)` catches it without a cast.
    @Test func typedErrorsKeepTheirType() {
        func resolve(_ store: SharedInstanceStore) throws(ConstructionFailed) -> First {
            try store.instance(of: First.self) { () throws(ConstructionFailed) -> First in
                throw ConstructionFailed(attempt: 7)
            }
        }
        do {
            _ = try resolve(SharedInstanceStore())
            Issue.record("the construction threw")
        } catch {
            let typed: ConstructionFailed = error  // no `as?`: the type survived
            #expect(typed.attempt == 7)
        }
    }

    @Test func aConstructionThatCannotThrowNeedsNoTry() {
        let store = SharedInstanceStore()
        let first: First = store.instance(of: First.self) { First() }  // Failure == Never
        #expect(store.instance(of: First.self) { First() } === first)
    }

    // MARK: - Re-entrance

    /// Would deadlock if the store held one lock while constructing.
    @Test func aConstructionMayResolveAnotherSharedInstance() {
        let store = SharedInstanceStore()
        let second = store.instance(of: Second.self) { () -> Second in
            _ = store.instance(of: First.self) { First() }
            return Second()
        }
        #expect(store.instance(of: Second.self) { Second() } === second)
        #expect(store.instance(of: First.self) { First() } === store.instance(of: First.self) { First() })
    }

    #if compiler(>=6.2)
    /// A construction that resolves its own type again on its thread would wait for itself
    /// forever; the store stops the program with a message instead.
    @Test func aConstructionThatResolvesItselfStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let store = SharedInstanceStore()
            _ = store.instance(of: First.self) {
                store.instance(of: First.self) { First() }
            }
        }
    }
    #endif

    // MARK: - Many threads

    /// 1,000 resolves, 10 on each of 100 threads released together; the first construction
    /// ends once the 99 other threads wait for it: exactly one construction, one instance.
    @Test func concurrentResolvesConstructOnce() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let waitingWhileConstructing = Locked(0)
        let resolved = Locked<[Counted]>([])
        let finished = Threads.run(100) { _ in
            for _ in 0..<10 {
                let instance = store.instance(of: Counted.self) { () -> Counted in
                    Threads.waitUntil { store.waitingResolveCount == 99 }
                    waitingWhileConstructing.withLock { $0 = store.waitingResolveCount }
                    return Counted(counting: made)
                }
                resolved.withLock { $0.append(instance) }
            }
        }
        #expect(finished)
        #expect(made.current == 1)
        #expect(resolved.current.count == 1000)
        #expect(identities(resolved.current).count == 1)
        #expect(waitingWhileConstructing.current == 99, "every other thread waited while it was constructed")
    }

    /// A chain of shared instances (Third's construction resolves Second, whose construction
    /// resolves First), resolved from its three links on 60 threads at once: no deadlock,
    /// and one instance of each.
    @Test func nestedConstructionsOnManyThreadsDoNotDeadlock() {
        let store = SharedInstanceStore()
        let made = Locked([0, 0, 0])
        let resolveFirst = { @Sendable () -> First in
            store.instance(of: First.self) {
                Threads.waitUntil { store.waitingResolveCount >= 1 }
                made.withLock { $0[0] += 1 }
                return First()
            }
        }
        let resolveSecond = { @Sendable () -> Second in
            store.instance(of: Second.self) {
                _ = resolveFirst()
                Threads.waitUntil { store.waitingResolveCount >= 1 }
                made.withLock { $0[1] += 1 }
                return Second()
            }
        }
        let resolveThird = { @Sendable () -> Third in
            store.instance(of: Third.self) {
                _ = resolveSecond()
                Threads.waitUntil { store.waitingResolveCount >= 1 }
                made.withLock { $0[2] += 1 }
                return Third()
            }
        }
        let finished = Threads.run(60, timeout: 30) { index in
            switch index % 3 {
            case 0: _ = resolveThird()
            case 1: _ = resolveSecond()
            default: _ = resolveFirst()
            }
        }
        #expect(finished, "deadlock: the threads did not finish within 30 s")
        #expect(made.current == [1, 1, 1])
    }

    /// Removing on some threads while others resolve and construct: no deadlock, no crash
    /// (and, under ThreadSanitizer, no race), and the store keeps one instance afterwards.
    @Test func removingWhileOtherThreadsResolveIsSafe() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let finished = Threads.run(40, timeout: 30) { index in
            for _ in 0..<25 {
                if index % 4 == 0 {
                    store.removeAll(except: [First.self])
                } else {
                    let counted = store.instance(of: Counted.self) { Counted(counting: made) }
                    _ = store.instance(of: First.self) { First() }
                    _ = counted
                }
            }
        }
        #expect(finished)
        #expect(made.current >= 1)
        let kept = store.instance(of: Counted.self) { Counted(counting: made) }
        #expect(store.instance(of: Counted.self) { Counted(counting: made) } === kept)
    }

    /// Eight threads read one instance 20,000 times each while another keeps 200 types, so
    /// that the index grows (and is copied) under the readers and the table's lock is
    /// contended throughout: every read gets the one instance, and every type is kept once.
    @Test func readsWhileTheIndexGrowsUnderThem() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let first = store.instance(of: First.self) { First() }
        let levelsMade = Locked(0)
        let wrongReads = Locked(0)
        let finished = Threads.run(9, timeout: 60) { index in
            if index == 0 {
                _ = Level<Int>.instances(in: store, depth: 200, made: levelsMade)
                return
            }
            var wrong = 0
            for _ in 0..<20_000 where store.instance(of: First.self, { First() }) !== first {
                wrong += 1
            }
            wrongReads.withLock { $0 += wrong }
            _ = store.instance(of: Counted.self) { Counted(counting: made) }
        }
        #expect(finished)
        #expect(wrongReads.current == 0)
        #expect(levelsMade.current == 200)
        #expect(made.current == 1)
        #expect(Level<Int>.instances(in: store, depth: 200, made: levelsMade).count == 200)
        #expect(levelsMade.current == 200, "the levels were kept, not made again")
    }
}

/// A class of its own for each nesting: `Level<Int>`, `Level<Level<Int>>`, ..., so that a test
/// can fill a store with as many types as it needs.
private final class Level<Inner>: Sendable {
    let depth: Int

    init(depth: Int, counting made: Locked<Int>) {
        self.depth = depth
        made.withLock { $0 += 1 }
    }

    /// The instances of this level and the `depth - 1` below it in `store`, shallowest first.
    static func instances(in store: SharedInstanceStore, depth: Int, made: Locked<Int>, at level: Int = 0) -> [(depth: Int, object: AnyObject)] {
        guard level < depth else { return [] }
        let instance = store.instance(of: Level.self) { Level(depth: level, counting: made) }
        return [(instance.depth, instance)] + Level<Level>.instances(in: store, depth: depth, made: made, at: level + 1)
    }

    /// Removes the levels whose depth `isRemoved` accepts.
    static func remove(from store: SharedInstanceStore, depth: Int, at level: Int = 0, where isRemoved: (Int) -> Bool) {
        guard level < depth else { return }
        if isRemoved(level) { store.remove(Level.self) }
        Level<Level>.remove(from: store, depth: depth, at: level + 1, where: isRemoved)
    }
}

/// Runs `onRelease` in its `deinit`.
private final class ResolvingOnRelease: Sendable {
    let onRelease: @Sendable () -> Void

    init(onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit { onRelease() }
}

/// The instance of `type` in `store`, resolved by code compiled once for every type: the
/// store's inlined read, unspecialized. `@inline(never)` alone does not keep the optimizer
/// from specializing a generic function; the semantics attribute does.
@inline(never)
@_semantics("optimize.sil.specialize.generic.never")
func unspecializedInstance<T: AnyObject & Sendable>(
    of type: T.Type,
    in store: SharedInstanceStore,
    _ make: () -> T
) -> T {
    store.instance(of: type, make)
}
