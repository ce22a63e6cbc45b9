import DIKit

struct Preview: PreviewResolver {
    func provideUser() -> User { User(name: "Mock") }
}

let home = Preview().resolveHome()
let profile = home.makeProfile(User(name: "Bo"))
print("profile of", profile.user.name, "with the avatar of", profile.avatar.user.name)
print("settings of", home.settings.account.user.name)
print("preview profile of", Preview().resolveProfile().user.name)
