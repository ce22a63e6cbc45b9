@_spi(Testing) import DIKit
import Foundation
import Testing

#if compiler(>=6.2)  // the asynchronous variants need nonisolated(nonsending)

/// `SharedInstanceStore`'s asynchronous `instance(of:_:)`: identity, errors, and many tasks.
@Suite struct SharedInstanceStoreAsyncTests {
    @Test func returnsTheSameInstanceEveryTime() async {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let first = await store.instance(of: Counted.self) { () async -> Counted in
            await Task.yield()
            return Counted(counting: made)
        }
        let second = await store.instance(of: Counted.self) { () async -> Counted in
            Counted(counting: made)
        }
        #expect(first === second)
        #expect(made.current == 1)
        store.remove(Counted.self)
        let third = await store.instance(of: Counted.self) { () async -> Counted in Counted(counting: made) }
        #expect(third !== first)
    }

    @Test func aThrowingConstructionKeepsNothingAndKeepsItsErrorType() async throws {
        let store = SharedInstanceStore()
        let attempts = Locked(0)
        func resolve() async throws(ConstructionFailed) -> First {
            try await store.instance(of: First.self) { () async throws(ConstructionFailed) -> First in
                let attempt = attempts.increment()
                if attempt == 1 { throw ConstructionFailed(attempt: attempt) }
                return First()
            }
        }
        do {
            _ = try await resolve()
            Issue.record("the first construction threw")
        } catch {
            let typed: ConstructionFailed = error
            #expect(typed.attempt == 1)
        }
        let first = try await resolve()
        #expect(try await resolve() === first)
        #expect(attempts.current == 2)
    }

    /// A TaskGroup of 1,000 resolves; the first construction ends once the 999 others wait
    /// for it: one construction.
    @Test func concurrentResolvesConstructOnce() async {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let waitingWhileConstructing = Locked(0)
        let resolved = await withTimeout {
            await withTaskGroup(of: Counted.self) { group in
                for _ in 0..<1000 {
                    group.addTask {
                        await store.instance(of: Counted.self) { () async -> Counted in
                            await eventually { store.waitingResolveCount == 999 }
                            waitingWhileConstructing.withLock { $0 = store.waitingResolveCount }
                            return Counted(counting: made)
                        }
                    }
                }
                var all: [Counted] = []
                for await instance in group { all.append(instance) }
                return all
            }
        }
        #expect(resolved?.count == 1000)
        #expect(identities(resolved ?? []).count == 1)
        #expect(made.current == 1)
        #expect(waitingWhileConstructing.current == 999, "every other task waited while it was constructed")
    }

    /// The first of 200 concurrent resolves throws after the others are waiting: it gets the
    /// error, one waiter constructs in its place, and every other resolve gets that instance.
    @Test func aWaiterConstructsWhenTheFirstConstructionThrows() async {
        let store = SharedInstanceStore()
        let attempts = Locked(0)
        let waitingWhenItThrew = Locked(0)
        let outcomes = await withTimeout {
            await withTaskGroup(of: Result<First, ConstructionFailed>.self) { group in
                for _ in 0..<200 {
                    group.addTask {
                        do throws(ConstructionFailed) {
                            return .success(try await store.instance(of: First.self) {
                                () async throws(ConstructionFailed) -> First in
                                let attempt = attempts.increment()
                                if attempt == 1 {
                                    await eventually { store.waitingResolveCount == 199 }
                                    waitingWhenItThrew.withLock { $0 = store.waitingResolveCount }
                                    throw ConstructionFailed(attempt: attempt)
                                }
                                return First()
                            })
                        } catch {
                            return .failure(error)
                        }
                    }
                }
                var all: [Result<First, ConstructionFailed>] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
        }
        let failures = (outcomes ?? []).filter { if case .failure = $0 { true } else { false } }
        let instances = (outcomes ?? []).compactMap { try? $0.get() }
        #expect(outcomes?.count == 200)
        #expect(failures.count == 1)
        #expect(instances.count == 199)
        #expect(identities(instances).count == 1)
        #expect(attempts.current == 2, "one waiter took over; nobody else constructed")
        #expect(waitingWhenItThrew.current == 199, "every other resolve was waiting when it threw")
    }

    /// Asynchronous constructions that resolve other shared instances, from many tasks.
    @Test func nestedConstructionsOnManyTasksDoNotDeadlock() async {
        let store = SharedInstanceStore()
        let made = Locked([0, 0])
        @Sendable func resolveFirst() async -> First {
            await store.instance(of: First.self) { () async -> First in
                await eventually { store.waitingResolveCount >= 1 }
                made.withLock { $0[0] += 1 }
                return First()
            }
        }
        @Sendable func resolveSecond() async -> Second {
            await store.instance(of: Second.self) { () async -> Second in
                _ = await resolveFirst()
                // A synchronous shared instance inside an asynchronous construction.
                _ = store.instance(of: Third.self) { Third() }
                made.withLock { $0[1] += 1 }
                return Second()
            }
        }
        let finished = await withTimeout {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<100 {
                    group.addTask {
                        if index.isMultiple(of: 2) { _ = await resolveSecond() } else { _ = await resolveFirst() }
                    }
                }
            }
            return true
        }
        #expect(finished == true, "deadlock: the tasks did not finish within 10 minutes")
        #expect(made.current == [1, 1])
    }

    /// Removing the type while its asynchronous construction runs: its waiters look again,
    /// and what the construction made is not kept.
    @Test func aConstructionRemovedWhileRunningIsNotKept() async {
        let store = SharedInstanceStore()
        let made = Locked(0)
        let removedMidway = await store.instance(of: Counted.self) { () async -> Counted in
            await Task.yield()
            store.remove(Counted.self)
            return Counted(counting: made)
        }
        let next = await store.instance(of: Counted.self) { () async -> Counted in Counted(counting: made) }
        #expect(removedMidway !== next)
        #expect(made.current == 2)
    }

    /// A task that runs on the thread of its type's synchronous construction, as an executor
    /// drained inside the construction runs it (or a nested run loop would), suspends until
    /// the construction ends and gets its instance: it is no cycle, since the construction
    /// does not wait for it.
    @Test func aTaskOnTheThreadOfTheSynchronousConstructionWaitsForIt() {
        let store = SharedInstanceStore()
        let executor = InlineExecutor()
        let awaited = Locked<First?>(nil)
        let made = store.instance(of: First.self) { () -> First in
            Task(executorPreference: executor) {
                let instance = await store.instance(of: First.self) { () async -> First in First() }
                awaited.withLock { $0 = instance }
            }
            // The task runs here, finds the construction under way on this thread, and suspends.
            Threads.waitUntil {
                executor.runJobs()
                return store.waitingResolveCount == 1
            }
            return First()
        }
        #expect(Threads.waitUntil {
            executor.runJobs()
            return awaited.current != nil
        })
        #expect(awaited.current === made)
    }
}

/// Runs the jobs of the tasks that prefer it only when `runJobs()` is called, on the calling
/// thread.
private final class InlineExecutor: TaskExecutor, @unchecked Sendable {
    private let jobs = Locked<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    func runJobs() {
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
#endif
