import DIKit

struct Themes: ThemeResolver {}

@MainActor func main() async throws {
    print(try await Themes().resolveTheme().accent)
}

try await main()
