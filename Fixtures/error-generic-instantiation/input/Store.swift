import DIKit

struct Store<Key, Value>: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Instantiates itself with a longer argument each time: it would never end.
struct Nest<Element>: Injectable {
    struct Dependency {
        let inner: Nest<[Element]>
    }

    init(dependency: Dependency) {}
}

struct Inbox: Injectable {
    struct Dependency {
        /// `Store` takes two arguments.
        let store: Store<String>
        let nest: Nest<Int>
    }

    init(dependency: Dependency) {}
}

protocol MailResolver: Resolver {}
