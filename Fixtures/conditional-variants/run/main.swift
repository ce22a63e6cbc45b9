struct App: AppResolver {}

print(App().resolveFeed().description)
