import DIKit

@MainActor final class App: AppResolver {
    let sharedInstances = IsolatedInstanceStore()
}

@MainActor func main() async {
    let app = App()
    let ada = app.makeSessionResolver(user: User(name: "Ada"))
    let grace = app.makeSessionResolver(user: User(name: "Grace"))
    let first = await ada.resolveProfileScreen()
    let again = await ada.resolveProfileScreen()
    let other = await grace.resolveProfileScreen()
    print("one profile per session:", first.profile === again.profile, first.profile !== other.profile)
    print("loads:", Profile.loads, first.profile.loadedAt, other.profile.loadedAt)
}

await main()
