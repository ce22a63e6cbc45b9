import DIKit

/// The real injectable of this file; everything else that looks like a declaration is text.
struct PageTemplate: Injectable {
    struct Dependency {
        let renderer: Renderer
    }

    static let sample = """
        import Combine
        protocol StringResolver: Resolver {
            func provideGhost() -> Ghost
        }
        struct MultiLine: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
        """

    static let raw = #"struct RawString: Injectable { let quote = "}" }"#
    static let rawWithHash = ##"protocol RawResolver: Resolver { "# }"##

    static func describe(_ count: Int) -> String {
        "\(count) pages \({ () -> String in "struct Interpolated: Injectable {" }())"
    }

    static func looksLikeSwift(_ text: String) -> Bool {
        guard #available(macOS 13, iOS 16, *) else { return false }
        return text.contains(/struct (Regex): Injectable \{/) || text.contains(#/protocol \w+Resolver: Resolver {/#)
    }

    init(dependency: Dependency) {}

    func render() -> String {
        struct LocalHelper: Injectable {
            struct Dependency {}

            init(dependency: Dependency) {}
        }
        _ = LocalHelper(dependency: .init())
        let closure = {
            "}"
        }
        return closure()
    }
}

/// Declared after all of the above, so it is found only if they were skipped correctly.
struct Footer: Injectable {
    struct Dependency {
        let template: PageTemplate
    }

    init(dependency: Dependency) {}
}

let banner: String = {
    struct InClosure: Injectable {
        struct Dependency {}

        init(dependency: Dependency) {}
    }
    return "{ banner"
}()
