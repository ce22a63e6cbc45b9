import DIKit

final class Test: TestResolver {
    let sharedInstances = SharedInstanceStore()
    func provideUserRepository() -> Repository<User> { Repository(origin: "provided") }
}

let resolver = Test()
let users = resolver.resolveRepositoryOfUser()
print(users.origin, users === resolver.resolveRepositoryOfUser(), users === resolver.resolveProfile().users)
