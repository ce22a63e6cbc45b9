import DIKit

/// A closure's parameters are run-time inputs: `(User) -> Profile` builds the profile of the
/// user it is given, in the app (where nothing binds `User`) and in a preview resolver that
/// provides a mock `User` for what takes one directly. The preview's closure calls a variant
/// of `resolveProfile` that takes the user, its own `resolveProfile()` builds the mock's.
struct User {
    let name: String
}

struct Avatar: InitializerInjectable {
    let user: User
}

struct Profile: InitializerInjectable {
    let user: User
    let avatar: Avatar
}

struct Home: InitializerInjectable {
    let makeProfile: (User) -> Profile
    let settings: Settings
}

struct Settings: InitializerInjectable {
    let account: Profile
}

protocol AppResolver: Resolver {}

protocol PreviewResolver: AppResolver {
    func provideUser() -> User
}
