import Bakery
import DIKit

/// The app's resolver. The build-tool plugin extends it with `resolveOven()`,
/// `resolveBaker(name:)` and `resolveCounter(sign:name:)`, in a file that never appears among
/// the sources: `.build/plugins/outputs/.../DIKitGeneratorPlugin/Resolver.generated.swift`.
protocol ShopResolver: Resolver {
    func provideFlour() -> Flour
}

struct Shop: ShopResolver {
    func provideFlour() -> Flour {
        Flour(kind: "rye")
    }
}
