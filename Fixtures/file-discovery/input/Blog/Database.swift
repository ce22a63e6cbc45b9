import DIKit

/// The blog's storage; opened by the app and handed to the resolver.
final class Database {
    let path: String

    init(path: String) {
        self.path = path
    }
}
