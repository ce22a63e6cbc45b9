@_spi(Testing) import DIKit
import Testing

/// A main-actor view model, not `Sendable`: the type of shared instance an app's UI has.
@MainActor final class ViewModel: SharedInstance {
    static var made = 0
    var title = ""

    init() { Self.made += 1 }
}

/// A main-actor class kept weakly.
@MainActor final class Screen: WeakSharedInstance {
    init() {}
}

/// `@MainActor` types through every variant of the store, from the main actor. That this
/// file compiles in Swift 6 mode is half the test: the closures are not `Sendable`, and the
/// asynchronous variants must not send them off the main actor.
@Suite(.serialized) @MainActor struct MainActorSharedInstanceTests {
    @Test func synchronousVariant() {
        let store = SharedInstanceStore()
        let before = ViewModel.made
        let first = store.instance(of: ViewModel.self) { ViewModel() }
        first.title = "Orders"
        let second = store.instance(of: ViewModel.self) { ViewModel() }
        #expect(second === first)
        #expect(second.title == "Orders")
        #expect(ViewModel.made == before + 1)
    }

    #if compiler(>=6.2)  // the asynchronous variants need nonisolated(nonsending)
    @Test func asynchronousVariant() async {
        let store = SharedInstanceStore()
        let before = ViewModel.made
        let first = await store.instance(of: ViewModel.self) { () async -> ViewModel in
            await Task.yield()
            MainActor.assertIsolated("the construction runs on the caller's actor")
            return ViewModel()
        }
        let second = await store.instance(of: ViewModel.self) { () async -> ViewModel in ViewModel() }
        #expect(second === first)
        #expect(ViewModel.made == before + 1)
    }

    /// Tasks on the main actor resolving at once: the first constructs and suspends, the
    /// others wait for it.
    @Test func concurrentAsynchronousResolvesOnTheMainActor() async {
        let store = SharedInstanceStore()
        let before = ViewModel.made
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { await Self.resolveSlowly(store) }
            }
            var all: Set<ObjectIdentifier> = []
            for await identity in group { all.insert(identity) }
            return all
        }
        #expect(identities.count == 1)
        #expect(ViewModel.made == before + 1)
    }

    /// Resolves the view model on the main actor with a construction that suspends.
    static func resolveSlowly(_ store: SharedInstanceStore) async -> ObjectIdentifier {
        let viewModel = await store.instance(of: ViewModel.self) { () async -> ViewModel in
            await eventually { store.waitingResolveCount == 99 }
            return ViewModel()
        }
        return ObjectIdentifier(viewModel)
    }

    @Test func weakVariants() async {
        let store = SharedInstanceStore()
        let screen = store.weakInstance(of: Screen.self) { Screen() }
        #expect(store.weakInstance(of: Screen.self) { Screen() } === screen)
        let awaited = await store.weakInstance(of: Screen.self) { () async -> Screen in Screen() }
        #expect(awaited === screen)
    }
    #endif

    @Test func synchronousWeakVariant() {
        let store = SharedInstanceStore()
        let screen = store.weakInstance(of: Screen.self) { Screen() }
        #expect(store.weakInstance(of: Screen.self) { Screen() } === screen)
    }
}
