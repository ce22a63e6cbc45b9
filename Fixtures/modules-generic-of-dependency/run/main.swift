import Core
import DIKit
import Feature

struct App: AppResolver {}

print(App().resolveCart().repository.describe())
