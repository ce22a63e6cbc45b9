/// How strictly the generator treats dependencies that nothing provides.
public struct GeneratorOptions: Sendable {
    /// Every implicit call-site parameter is a `missing-provider` error, unless its type
    /// is in `allowedParameterTypes`.
    public var isStrict: Bool
    /// Types that may be call-site parameters under `isStrict` (`--allow-parameter`).
    public var allowedParameterTypes: Set<String>
    /// Lists every implicit call-site parameter as a note (`--verbose`).
    public var listsImplicitParameters: Bool

    public init(isStrict: Bool = false, allowedParameterTypes: Set<String> = [], listsImplicitParameters: Bool = false) {
        self.isStrict = isStrict
        self.allowedParameterTypes = allowedParameterTypes
        self.listsImplicitParameters = listsImplicitParameters
    }
}
