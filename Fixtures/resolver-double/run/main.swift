import DIKit

struct FakeClient: APIClient {
    func get(_ path: String) -> String { "fake \(path)" }
}

print("app:", App().resolveFeed().summary)
let test = TestApp(client: FakeClient())
print("test:", test.resolveFeed().summary)
print("one database per double:", test.resolveFeed().dependency.database === test.resolveDatabase())
print("preview:", PreviewApp().resolveFeed().summary)
print("about:", PreviewApp().resolveAbout().title.text)
