import FeatureA
import Networking

let resolver = AppResolverImpl()
let greeting = resolver.resolveGreeting()
for line in greeting.lines {
    print(line)
}

// `HTTPClient` is a SharedInstance: one per resolver instance, whoever asks for it.
let again = resolver.resolveGreeting()
let client = greeting.profile.api.client
print("one HTTPClient: \(client === greeting.avatars.api.client && client === again.profile.api.client)")
print("another resolver, another HTTPClient: \(AppResolverImpl().resolveGreeting().profile.api.client !== client)")
