import DIKit

struct Item {
    let title: String
}

/// Bound by nothing: an optional one is a call-site parameter that defaults to `nil`.
struct Banner {
    let text: String
}

/// Built anywhere: a `@Sendable` closure may make one on any thread.
final class Database: Injectable {
    struct Dependency {}
    nonisolated init(dependency: Dependency) {
        built.append("Database")
    }
}

struct Failure: Error {}

final class Report: Injectable {
    struct Dependency { let database: Database }
    init(dependency: Dependency) async throws(Failure) {
        built.append("Report")
    }
}

/// Assisted: the item comes from the closure, the user name from the resolver, the
/// banner from the caller (or `nil`).
final class DetailScreen: Injectable {
    struct Dependency {
        let item: Item
        let userName: String
        let banner: Banner?
    }

    let text: String
    init(dependency: Dependency) {
        text = "\(dependency.item.title) for \(dependency.userName)\(dependency.banner.map { " [\($0.text)]" } ?? "")"
    }
}

/// Two call-site parameters of one type: the closure's parameter names say which is which.
final class CompareScreen: Injectable {
    struct Dependency {
        let left: Item
        let right: Item
    }

    let text: String
    init(dependency: Dependency) {
        text = "\(dependency.left.title) vs \(dependency.right.title)"
    }
}

/// Made on the main actor, by a `@MainActor` closure.
@MainActor final class Toast: Injectable {
    struct Dependency { let userName: String }
    let text: String
    init(dependency: Dependency) {
        text = "Hello, \(dependency.userName)"
    }
}

final class ListScreen: Injectable {
    struct Dependency {
        let makeDatabase: () -> Database
        let makeReport: () async throws(Failure) -> Report
        let makeSendableDatabase: @Sendable () -> Database
        let makeToast: @MainActor () -> Toast
        let lazyDatabase: Lazy<Database>
        let optionalDatabase: Database?
        let makeDetail: (Item) -> DetailScreen
        let makeComparison: (_ right: Item, _ left: Item) -> CompareScreen
    }

    let dependency: Dependency
    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

/// A cycle broken by a closure: a parent makes its children, each child knows its parent's type.
final class Folder: Injectable {
    struct Dependency { let makeFile: () -> File }
    let makeFile: () -> File
    init(dependency: Dependency) {
        makeFile = dependency.makeFile
    }
}

final class File: Injectable {
    struct Dependency { let folder: Lazy<Folder> }
    let folder: Lazy<Folder>
    init(dependency: Dependency) {
        folder = dependency.folder
    }
}
