protocol GameResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}
