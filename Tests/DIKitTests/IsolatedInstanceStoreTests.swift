@_spi(Testing) import DIKit
import Testing

/// `IsolatedInstanceStore`, from the main actor, as an app's resolver uses it: identity,
/// removal, errors, weak instances, and tasks of one actor waiting for one construction.
/// That this file compiles in Swift 6 mode is part of the test: the store is not `Sendable`,
/// and every task that uses it runs on the main actor.
@Suite(.serialized) @MainActor struct IsolatedInstanceStoreTests {
    // MARK: - Identity and removal

    @Test func returnsTheSameInstanceEveryTime() {
        let store = IsolatedInstanceStore()
        let made = Locked(0)
        let first = store.instance(of: Counted.self) { Counted(counting: made) }
        #expect(store.instance(of: Counted.self) { Counted(counting: made) } === first)
        #expect(made.current == 1)
    }

    @Test func removeDropsOnlyTheTypeNamedAndReleasesIt() {
        let store = IsolatedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        _ = store.instance(of: Counted.self) { Counted(counting: made, released: released) }
        let other = store.instance(of: First.self) { First() }
        store.remove(Counted.self)
        #expect(released.current == 1)
        // Not compared by identity: the new instance may take the released one's address.
        let after = store.instance(of: Counted.self) { Counted(counting: made) }
        #expect(made.current == 2, "the next resolve constructed again")
        #expect(store.instance(of: Counted.self) { Counted(counting: made) } === after)
        #expect(store.instance(of: First.self) { First() } === other)
    }

    @Test func removeAllAndRemoveAllExcept() {
        let store = IsolatedInstanceStore()
        let first = store.instance(of: First.self) { First() }
        let second = store.instance(of: Second.self) { Second() }
        store.removeAll(except: [First.self])
        #expect(store.instance(of: First.self) { First() } === first)
        #expect(store.instance(of: Second.self) { Second() } !== second)
        store.removeAll()
        #expect(store.instance(of: First.self) { First() } !== first)
    }

    /// Removed instances are released after the index has changed: a `deinit` that resolves
    /// from the same store finds it consistent.
    @Test func aRemovedInstanceMayResolveAgainAsItGoes() {
        let store = IsolatedInstanceStore()
        var resolvedWhileReleased: First?
        _ = store.instance(of: RunningOnRelease.self) {
            RunningOnRelease { resolvedWhileReleased = store.instance(of: First.self) { First() } }
        }
        store.removeAll()
        #expect(resolvedWhileReleased != nil)
        #expect(store.instance(of: First.self) { First() } === resolvedWhileReleased)
    }

    /// A value and an existential are kept in boxes, a class as itself, each under its type.
    @Test func valuesExistentialsAndClassesAreKeptApart() {
        let store = IsolatedInstanceStore()
        let made = Locked(0)
        #expect(store.instance(of: Int.self) { 42 } == 42)
        #expect(store.instance(of: Int.self) { 0 } == 42)
        let counted = store.instance(of: Counted.self) { Counted(counting: made) }
        let tracked = store.instance(of: (any Tracked).self) { Counted(counting: made) }
        #expect(tracked !== counted)
        #expect(store.instance(of: (any Tracked).self) { Counted(counting: made) } === tracked)
        #expect(made.current == 2)
    }

    // MARK: - Errors and cycles

    @Test func aThrowingConstructionKeepsNothingAndKeepsItsErrorType() {
        let store = IsolatedInstanceStore()
        var attempts = 0
        func resolve() throws(ConstructionFailed) -> First {
            try store.instance(of: First.self) { () throws(ConstructionFailed) -> First in
                attempts += 1
                if attempts == 1 { throw ConstructionFailed(attempt: attempts) }
                return First()
            }
        }
        do {
            _ = try resolve()
            Issue.record("the first construction threw")
        } catch {
            let typed: ConstructionFailed = error  // no `as?`: the type survived
            #expect(typed.attempt == 1)
        }
        let instance = try? resolve()
        #expect(instance != nil)
        #expect((try? resolve()) === instance)
        #expect(attempts == 2, "the second resolve constructed; the third found it")
    }

    @Test func aConstructionMayResolveAnotherSharedInstance() {
        let store = IsolatedInstanceStore()
        let second = store.instance(of: Second.self) { () -> Second in
            _ = store.instance(of: First.self) { First() }
            return Second()
        }
        #expect(store.instance(of: Second.self) { Second() } === second)
    }

    #if compiler(>=6.2)
    /// In one isolation a synchronous resolve cannot wait for its type's construction under
    /// way: the store stops the program with a message, as the thread-safe one does for a
    /// cycle on its thread.
    @Test func aConstructionThatResolvesItselfStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let store = IsolatedInstanceStore()
            _ = store.instance(of: First.self) {
                store.instance(of: First.self) { First() }
            }
        }
    }
    #endif

    // MARK: - Weak instances

    @Test func aWeakInstanceIsKeptWhileHeldAndMadeAgainAfter() {
        let store = IsolatedInstanceStore()
        let made = Locked(0)
        let released = Locked(0)
        var held: Session? = store.weakInstance(of: Session.self) { Session(made: made, released: released) }
        #expect(store.weakInstance(of: Session.self) { Session(made: made, released: released) } === held)
        held = nil
        #expect(released.current == 1, "the store does not keep it alive")
        _ = store.weakInstance(of: Session.self) { Session(made: made, released: released) }
        #expect(made.current == 2)
    }

    // MARK: - Tasks of one actor

    #if compiler(>=6.2)
    @Test func asynchronousVariants() async {
        let store = IsolatedInstanceStore()
        var made = 0
        let first = await store.instance(of: Panel.self) { () async -> Panel in
            made += 1
            return Panel()
        }
        #expect(store.instance(of: Panel.self) { Panel() } === first)
        #expect(made == 1)
        let screen = await store.weakInstance(of: Screen.self) { () async -> Screen in Screen() }
        #expect(store.weakInstance(of: Screen.self) { Screen() } === screen)
    }

    /// 100 tasks on the main actor resolve at once: the first constructs and suspends, the
    /// others suspend until it ends and get its instance.
    @Test func tasksOfOneActorWaitForOneConstruction() async {
        let store = IsolatedInstanceStore()
        var made = 0
        var tasks: [Task<ObjectIdentifier, Never>] = []
        for _ in 0..<100 {
            tasks.append(Task { @MainActor in
                let panel = await store.instance(of: Panel.self) { () async -> Panel in
                    made += 1
                    await eventually { store.waitingResolveCount == 99 }
                    return Panel()
                }
                return ObjectIdentifier(panel)
            })
        }
        var identities: Set<ObjectIdentifier> = []
        for task in tasks { identities.insert(await task.value) }
        #expect(identities.count == 1)
        #expect(made == 1)
    }

    /// The first construction throws while others wait: one waiter constructs in its place.
    @Test func aWaiterConstructsWhenTheFirstConstructionThrows() async {
        let store = IsolatedInstanceStore()
        var attempts = 0
        var tasks: [Task<First?, Never>] = []
        for _ in 0..<20 {
            tasks.append(Task { @MainActor in
                try? await store.instance(of: First.self) { () async throws(ConstructionFailed) -> First in
                    attempts += 1
                    let attempt = attempts
                    if attempt == 1 { await eventually { store.waitingResolveCount == 19 } }
                    if attempt == 1 { throw ConstructionFailed(attempt: attempt) }
                    return First()
                }
            })
        }
        var instances: [First] = []
        for task in tasks { if let instance = await task.value { instances.append(instance) } }
        #expect(instances.count == 19)
        #expect(identities(instances).count == 1)
        #expect(attempts == 2)
    }

    /// A construction whose type is removed while it is suspended keeps nothing; the
    /// resolves waiting for it look again, and the first constructs anew.
    @Test func aConstructionRemovedWhileSuspendedIsNotKept() async {
        let store = IsolatedInstanceStore()
        let first = Task { @MainActor in
            await store.instance(of: First.self) { () async -> First in
                store.remove(First.self)
                await Task.yield()
                return First()
            }
        }
        let constructed = await first.value
        let next = await store.instance(of: First.self) { () async -> First in First() }
        #expect(next !== constructed)
    }
    #endif
}

/// Runs a closure as it is released.
private final class RunningOnRelease {
    let onRelease: () -> Void

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit { onRelease() }
}

/// A main-actor class, not `Sendable`, of this suite's own: `ViewModel` counts what other
/// suites make.
@MainActor private final class Panel {}
