@_spi(Testing) import DIKit
import Testing

/// `SharedInstanceStore.weakInstance(of:_:)`: one instance while something holds it.
@Suite struct WeakSharedInstanceTests {
    @Test func sameWhileHeldReleasedWithTheLastReferenceMadeAgainAfter() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        var held: Session? = store.weakInstance(of: Session.self) { Session(made: made, released: released) }
        let watched = Watch(held)
        let again = store.weakInstance(of: Session.self) { Session(made: made, released: released) }
        #expect(again === held)
        #expect(made.current == 1)

        held = nil
        #expect(!watched.isReleased, "`again` still holds it")
        _ = consume again
        #expect(watched.isReleased, "the store does not keep it alive")
        #expect(released.current == 1)

        let remade = store.weakInstance(of: Session.self) { Session(made: made, released: released) }
        #expect(made.current == 2)
        #expect(store.weakInstance(of: Session.self) { Session(made: made, released: released) } === remade)
    }

    #if compiler(>=6.2)
    @Test func asynchronousConstruction() async {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        let make = { () async -> Session in
            await Task.yield()
            return Session(made: made, released: released)
        }
        var held: Session? = await store.weakInstance(of: Session.self, make)
        #expect(await store.weakInstance(of: Session.self, make) === held)
        #expect(made.current == 1)
        held = nil
        #expect(released.current == 1)
        _ = await store.weakInstance(of: Session.self, make)
        #expect(made.current == 2)
    }
    #endif

    @Test func aThrowingConstructionKeepsNothing() throws {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        #expect(throws: ConstructionFailed(attempt: 1)) {
            try store.weakInstance(of: Session.self) { () throws(ConstructionFailed) -> Session in
                throw ConstructionFailed(attempt: 1)
            }
        }
        let session = try store.weakInstance(of: Session.self) { () throws(ConstructionFailed) -> Session in
            Session(made: made, released: released)
        }
        #expect(store.weakInstance(of: Session.self) { Session(made: made, released: released) } === session)
        #expect(made.current == 1)
    }

    /// 1,000 resolves on 100 threads while one of them holds the instance: one construction.
    @Test func concurrentResolvesWhileHeldConstructOnce() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        let resolved = Locked<[Session]>([])
        let finished = Threads.run(100) { _ in
            for _ in 0..<10 {
                let session = store.weakInstance(of: Session.self) { () -> Session in
                    Threads.waitUntil { store.waitingResolveCount == 99 }
                    return Session(made: made, released: released)
                }
                resolved.withLock { $0.append(session) }  // held until the test ends
            }
        }
        #expect(finished)
        #expect(made.current == 1)
        #expect(identities(resolved.current).count == 1)
    }

    /// `AnyObject` as the key (no class known until run time): read back with a cast.
    @Test func anyObjectIsHeldWeaklyToo() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        var held: AnyObject? = store.weakInstance(of: AnyObject.self) { Session(made: made, released: released) }
        let watched = Watch(held)
        #expect(store.weakInstance(of: AnyObject.self) { Session(made: made, released: released) } === held)
        #expect(made.current == 1)
        held = nil
        #expect(watched.isReleased)
        #expect(released.current == 1)
    }

    @Test func removeDropsTheWeakReference() {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        let held = store.weakInstance(of: Session.self) { Session(made: made, released: released) }
        store.remove(Session.self)
        #expect(store.weakInstance(of: Session.self) { Session(made: made, released: released) } !== held)
        #expect(made.current == 2)
    }
}
