/// What a ``SharedInstanceStore`` holds for one type.
enum InstanceSlot {
    /// A ``SharedInstance``, kept until it is removed.
    case strong(Any)
    /// A ``WeakSharedInstance``, kept while something else holds it.
    case weak(WeakReference)
    /// The first resolve is constructing it.
    case constructing(Construction)

    /// The instance, if there is one alive.
    var instance: Any? {
        switch self {
        case .strong(let instance): instance
        case .weak(let reference): reference.object
        case .constructing: nil
        }
    }
}
