/// A conformer of a resolver protocol for tests and previews, whose stored properties replace
/// the bindings of their types: `dikitgen` builds the rest of the real graph for it.
///
/// ```swift
/// // In the test target: the app's graph, with a fake client.
/// struct TestApp: AppResolver, ResolverDouble {
///     let sharedInstances = SharedInstanceStore()
///     var app: AppResolverImpl = AppResolverImpl()
///     var apiClient: any APIClient = FakeAPIClient()
/// }
///
/// let app = TestApp(apiClient: RecordingClient())
/// ```
///
/// Each stored property, its type written, replaces the binding of that type: a provider's,
/// an injectable type's, a contribution's or a collection's. The generated extension of the
/// double defines the methods that change, which return the property and build what needs it
/// as the app does, with the double's own shared instances; every other method is the
/// resolver's. A property whose type conforms to the resolver (the app's own conformer) is
/// where the providers the double does not implement or replace are forwarded; a property
/// named as a store requirement (`sharedInstances`) is the double's store.
public protocol ResolverDouble {}
