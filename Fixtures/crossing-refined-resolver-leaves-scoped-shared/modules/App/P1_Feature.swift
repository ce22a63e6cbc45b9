import DIKit

protocol P1_FeatureResolver: Resolver {
    func contributeFeatureBanner() -> any P1_Banner
}

extension P1_FeatureResolver {
    func contributeFeatureBanner() -> any P1_Banner { P1_TextBanner(text: "feature") }
}
