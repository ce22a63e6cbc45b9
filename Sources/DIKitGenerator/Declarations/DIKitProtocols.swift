import SwiftDeclarations

/// The DIKit protocols that inheritance clauses name, as a set: what the model asks of
/// every type, answered by one test of bits.
struct DIKitProtocols: OptionSet, Sendable {
    let rawValue: UInt16

    static let injectable = DIKitProtocols(rawValue: 1 << 0)
    static let factoryMethodInjectable = DIKitProtocols(rawValue: 1 << 1)
    static let propertyInjectable = DIKitProtocols(rawValue: 1 << 2)
    static let resolver = DIKitProtocols(rawValue: 1 << 3)
    static let sharedInstance = DIKitProtocols(rawValue: 1 << 4)
    static let weakSharedInstance = DIKitProtocols(rawValue: 1 << 5)
    static let initializerInjectable = DIKitProtocols(rawValue: 1 << 6)
    /// `KeptByScope`: its shared instance belongs to the scope its `KeepingScope` names.
    static let keptByScope = DIKitProtocols(rawValue: 1 << 7)
    /// `SharedInResolution`: one instance for each resolution, shared by what it builds.
    static let sharedInResolution = DIKitProtocols(rawValue: 1 << 8)
    /// `ContributesBinding`: it binds its `BoundType` in every resolver that sees it.
    static let contributesBinding = DIKitProtocols(rawValue: 1 << 9)
    /// `ReplacesContribution`: resolvers that see it drop its `Replaced`'s contributions.
    static let replacesContribution = DIKitProtocols(rawValue: 1 << 10)
    /// `ContributesToCollection`: it is an element of every collection of its `CollectionElement`.
    static let contributesToCollection = DIKitProtocols(rawValue: 1 << 11)
    /// `ContributesProviders`: its static providers are every resolver's that sees it.
    static let contributesProviders = DIKitProtocols(rawValue: 1 << 12)
    /// `ResolverDouble`: a conformer of a resolver whose stored properties replace bindings.
    static let resolverDouble = DIKitProtocols(rawValue: 1 << 13)
    /// The protocols that say how a type is built (or injected into).
    static let injectionStyles: DIKitProtocols = [.injectable, .factoryMethodInjectable, .propertyInjectable, .initializerInjectable]

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The protocols that `parts` name in their inheritance clauses.
    init(namedIn parts: TypeParts) {
        var protocols = DIKitProtocols()
        for part in parts {
            for inherited in part.declaration.inheritance {
                protocols.formUnion(DIKitProtocols(named: inherited.text))
            }
        }
        self = protocols
    }

    /// The protocol that one entry of an inheritance clause names: `Injectable`,
    /// `DIKit.Injectable`, either after attributes (`@MainActor Injectable`,
    /// `@preconcurrency DIKit.Injectable`); empty for any other entry.
    ///
    /// Asked of every entry of every type: the bytes are compared, and most entries are told
    /// apart by their length alone.
    init(named text: String) {
        var text = text
        self = text.withUTF8(DIKitProtocols.init(namedBy:))
    }

    /// The protocol whose name `text` is, with nothing before it (`Injectable`, not
    /// `DIKit.Injectable`); empty for any other text. Told by the bytes, without hashing.
    init(bareName text: String) {
        var text = text
        self = text.withUTF8 { DIKitProtocols(namedBy: $0, from: 0) }
    }

    private init(namedBy text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start < text.count, text[start] == UInt8(ascii: "@"),
              let space = text[start...].firstIndex(of: UInt8(ascii: " ")) {
            start = space + 1
        }
        if DIKitProtocols.bytes(of: text, from: start, startWith: "DIKit.") { start += 6 }
        self.init(namedBy: text, from: start)
    }

    /// The protocol whose name is the bytes of `text` from `start` to its end.
    private init(namedBy text: UnsafeBufferPointer<UInt8>, from start: Int) {
        // Two names have 14 bytes, four 18, two 20 and two 23: the others are tried after the candidate.
        let candidate: (protocols: DIKitProtocols, name: StaticString)? = switch text.count - start {
        case 8: (.resolver, "Resolver")
        case 10: (.injectable, "Injectable")
        case 11: (.keptByScope, "KeptByScope")
        case 14: (.sharedInstance, "SharedInstance")
        case 18: (.propertyInjectable, "PropertyInjectable")
        case 20: (.replacesContribution, "ReplacesContribution")
        case 21: (.initializerInjectable, "InitializerInjectable")
        case 23: (.factoryMethodInjectable, "FactoryMethodInjectable")
        default: nil
        }
        guard let candidate else {
            self = []
            return
        }
        if DIKitProtocols.bytes(of: text, from: start, startWith: candidate.name) {
            self = candidate.protocols
        } else if candidate.protocols == .sharedInstance, DIKitProtocols.bytes(of: text, from: start, startWith: "ResolverDouble") {
            self = .resolverDouble
        } else if candidate.protocols == .propertyInjectable, DIKitProtocols.bytes(of: text, from: start, startWith: "WeakSharedInstance") {
            self = .weakSharedInstance
        } else if candidate.protocols == .propertyInjectable, DIKitProtocols.bytes(of: text, from: start, startWith: "SharedInResolution") {
            self = .sharedInResolution
        } else if candidate.protocols == .propertyInjectable, DIKitProtocols.bytes(of: text, from: start, startWith: "ContributesBinding") {
            self = .contributesBinding
        } else if candidate.protocols == .factoryMethodInjectable,
                  DIKitProtocols.bytes(of: text, from: start, startWith: "ContributesToCollection") {
            self = .contributesToCollection
        } else if candidate.protocols == .replacesContribution, DIKitProtocols.bytes(of: text, from: start, startWith: "ContributesProviders") {
            self = .contributesProviders
        } else {
            self = []
        }
    }

    /// Whether the bytes of `text` from `start` begin with those of `expected`.
    @inline(__always)
    private static func bytes(of text: UnsafeBufferPointer<UInt8>, from start: Int, startWith expected: StaticString) -> Bool {
        let count = expected.utf8CodeUnitCount
        guard text.count - start >= count else { return false }
        for offset in 0..<count where text[start + offset] != expected.utf8Start[offset] { return false }
        return true
    }
}
