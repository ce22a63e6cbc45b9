import DIKit

struct P1_Strip: InitializerInjectable {
    let banners: [any P1_Banner]
    init(banners: [any P1_Banner] = []) { self.banners = banners }
}

struct P1_User {
    let name: String
}

struct P1_Order {
    let number: Int
}

struct P1_Avatar: InitializerInjectable {
    let user: P1_User
}

struct P1_Profile: InitializerInjectable {
    let user: P1_User
    let avatar: P1_Avatar
}

struct P1_Home: InitializerInjectable {
    let makeProfile: (P1_User) -> P1_Profile
}
