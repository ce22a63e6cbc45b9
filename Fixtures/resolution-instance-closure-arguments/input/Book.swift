import DIKit

/// One per resolution, made with the title it is given.
final class Heading: Injectable, SharedInResolution {
    struct Dependency {
        let title: String
    }

    let title: String

    init(dependency: Dependency) {
        title = dependency.title
    }
}

struct Caption: Injectable {
    struct Dependency {
        let heading: Heading
    }

    let heading: Heading

    init(dependency: Dependency) {
        heading = dependency.heading
    }
}

struct Section: Injectable {
    struct Dependency {
        let heading: Heading
        let caption: Caption
        let number: Int
    }

    let heading: Heading
    let caption: Caption
    let number: Int

    init(dependency: Dependency) {
        heading = dependency.heading
        caption = dependency.caption
        number = dependency.number
    }
}

/// The closure supplies the title a section's heading is made with: each call makes its own
/// heading, shared by what that call builds, not the chapter's.
struct Chapter: Injectable {
    struct Dependency {
        let heading: Heading
        let makeSection: (Int, String) -> Section
    }

    let heading: Heading
    let makeSection: (Int, String) -> Section

    init(dependency: Dependency) {
        heading = dependency.heading
        makeSection = dependency.makeSection
    }
}

protocol BookResolver: Resolver {}
