import Core
import DIKit
import FeatureA
import FeatureB

struct UserName: Equatable {
    let value: String
}

/// The app's first screen, built from both features. `ViewModel` alone would be ambiguous
/// here: the dependencies name their modules.
struct Greeting: Injectable {
    struct Dependency {
        let profile: FeatureA.ViewModel
        let settings: FeatureB.ViewModel
        let avatars: AvatarLoader
        let userName: UserName
    }

    let profile: FeatureA.ViewModel
    let settings: FeatureB.ViewModel
    let avatars: AvatarLoader
    let userName: UserName

    init(dependency: Dependency) {
        profile = dependency.profile
        settings = dependency.settings
        avatars = dependency.avatars
        userName = dependency.userName
    }

    var lines: [String] {
        [
            profile.formatter.line("Hello, \(userName.value)!"),
            profile.title,
            profile.formatter.line("avatar: \(avatars.avatar(size: 64))"),
            settings.summary,
        ]
    }
}
