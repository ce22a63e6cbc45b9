import Core
import DIKit

/// A module with no resolver of its own contributes to Core's, which only the app refines
/// (found by a new-user trial, where this was 'not a resolver protocol').
public struct SaleBanner: Banner, InitializerInjectable, ContributesToCollection {
    public typealias CollectionElement = any Banner
    public typealias ContributedTo = CoreResolver
    public init() {}
    public var text: String { "sale" }
}

public enum PromoProviders: ContributesProviders {
    public typealias ContributedTo = CoreResolver
    public static func provideDiscount() -> Int { 20 }
}
