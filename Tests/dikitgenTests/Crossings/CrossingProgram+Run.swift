/// The run of the program through its generated code, and what it must print. Each level
/// (`Level`) resolves what it can and prints one line per fact: `session strip [app,session]`.
extension CrossingProgram {
    var runFileName: String { "\(prefix)_Run.swift" }
    var runFunction: String { "\(prefix)_run" }

    /// The run's file: the resolvers' conformers, and a function that makes every level and
    /// returns what each resolves. Not read by dikitgen; built with the last module, which
    /// imports `App` unless it is `App`.
    ///
    /// Under Xcode 26's settings a conformer says that it conforms on the main actor: Swift
    /// infers a conformance's isolation from its witnesses, and a test resolver's conformance
    /// would be nonisolated while the one it refines, whose contributions run on the main
    /// actor, is isolated (a user writes the same, as Concurrency.md says).
    func runFile(importsApp: Bool = true, in configuration: CompilerConfiguration) -> String {
        let conformance = configuration.defaultIsolation == "MainActor" ? "@MainActor " : ""
        var lines = ["import DIKit"] + (importsApp ? ["@testable import App"] : [])
        if has(.modules) { lines += ["import Core"] + (has(.featureResolver) ? ["import Feature"] : []) }
        lines.append("")
        let store = appHasStore ? ["    let sharedInstances = SharedInstanceStore()"] : []
        lines += ["final class \(prefix)_AppImpl: \(conformance)\(resolverName(.app)) {"] + store + ["}"]
        if has(.testResolver) {
            let provider = (has(.testProvidesUser) ? ["    func provideUser() -> \(prefix)_User { \(prefix)_User(name: \"preview\") }"] : [])
                + (providesFakeClient ? ["    func provideClient() -> any \(prefix)_Client { \(prefix)_FakeClient() }"] : [])
            lines += ["final class \(prefix)_TestImpl: \(conformance)\(resolverName(.test)) {"] + store + provider + ["}"]
            if providesFakeClient {
                lines += ["struct \(prefix)_FakeClient: \(prefix)_Client {", "    var name: String { \"fake\" }", "}"]
            }
        }
        lines += [
            "",
            "func \(prefix)_texts(_ banners: [any \(prefix)_Banner]) -> String {",
            "    \"[\" + banners.map(\\.text).sorted().joined(separator: \",\") + \"]\"",
            "}",
            "",
            "func \(runFunction)() async -> [String] {",
            "    var lines: [String] = []",
            "    do {",
        ]
        var body: [String] = []
        for level in levels {
            body.append(construction(of: level))
            body += statements(at: level)
        }
        if has(.resolverDouble) {
            body += ["let double = \(prefix)_AppDouble()", "lines.append(\"double strip \" + \(prefix)_texts(double.resolve\(prefix)_Strip().banners))"]
        }
        lines += body.map { "        " + $0 }
        lines += ["    } catch {", "        lines.append(\"error \\(error)\")", "    }", "    return lines", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// Whether the test resolver's provider gives the fake client, rather than the test
    /// module's declaration that replaces the contribution.
    var providesFakeClient: Bool { has(.contributedClient) && !has(.replacedClient) }

    private func construction(of level: Level) -> String {
        switch level {
        case .app: "let app = \(prefix)_AppImpl()"
        case .session: "let session = app.make\(resolverName(.session))(user: \(prefix)_User(name: \"session\"))"
        case .checkout: "let checkout = session.make\(resolverName(.checkout))(order: \(prefix)_Order(number: 7))"
        case .payment: "let payment = checkout.make\(resolverName(.payment))(card: \(prefix)_Card(digits: \"42\"))"
        case .test: "let test = \(prefix)_TestImpl()"
        case .testCheckout: "let testCheckout = test.make\(resolverName(.testCheckout))(order: \(prefix)_Order(number: 9))"
        }
    }

    /// The resolver whose store a level's shared `Clock` is kept in: the app's or the test
    /// resolver's, each with its own store.
    private func root(of level: Level) -> Level { chain(of: level).first { $0 == .app || $0 == .test }! }

    /// Where the shared `Payment` of a level is kept: the nearest level that binds an `Order`.
    private func paymentOwner(of level: Level) -> Level? {
        chain(of: level).first { $0 == .checkout || $0 == .testCheckout }
    }

    private func statements(at level: Level) -> [String] {
        let r = level.rawValue
        var lines = ["lines.append(\"\(r) strip \" + \(prefix)_texts(\(r).resolve\(prefix)_Strip().banners))"]
        if has(.tags) {
            lines.append("lines.append(\"\(r) cloud \" + \(r).resolve\(prefix)_Cloud().tags.map(\\.name).sorted().joined(separator: \",\"))")
        }
        if has(.sharedClock) {
            lines.append("lines.append(\"\(r) clock \\(\(r).resolve\(prefix)_Clock() === \(root(of: level).rawValue).resolve\(prefix)_Clock())\")")
        }
        if has(.sharedInScope), let owner = paymentOwner(of: level) {
            let payment = "\(r).resolve\(prefix)_Payment()"
            lines.append("lines.append(\"\(r) payment \\(\(payment).order.number) \\(\(payment) === \(owner.rawValue).resolve\(prefix)_Payment())\")")
        }
        if has(.keptInSession), chain(of: level).contains(.session) {
            lines.append("lines.append(\"\(r) ledger \\(\(r).resolve\(prefix)_Ledger() === session.resolve\(prefix)_Ledger())\")")
            if level == .session {
                let other = "app.make\(resolverName(.session))(user: \(prefix)_User(name: \"other\"))"
                lines.append("lines.append(\"\(r) ledger own \\(\(other).resolve\(prefix)_Ledger() !== session.resolve\(prefix)_Ledger())\")")
            }
        }
        if has(.sessionMaker), level == .app || level == .test {
            let opened = "\(r).resolve\(prefix)_Welcome().openSession(\(prefix)_User(name: \"opened\"))"
            lines.append("lines.append(\"\(r) opened \" + \(opened).resolve\(prefix)_User().name)")
        }
        if has(.greeter), userName(at: level) != nil {
            let markers = (has(.throwingGreeter) ? "try " : "") + (has(.asyncGreeter) ? "await " : "")
            lines.append("lines.append(\"\(r) greeter \" + (\(markers)\(r).resolve\(prefix)_Greeter()).user.name)")
        }
        if has(.assistedClosure) {
            lines.append("let \(r)Given = \(r).resolve\(prefix)_Home().makeProfile(\(prefix)_User(name: \"given\"))")
            lines.append("lines.append(\"\(r) home \" + \(r)Given.user.name + \"/\" + \(r)Given.avatar.user.name)")
            if userName(at: level) != nil {
                lines.append("let \(r)Profile = \(r).resolve\(prefix)_Profile()")
                lines.append("lines.append(\"\(r) profile \" + \(r)Profile.user.name + \"/\" + \(r)Profile.avatar.user.name)")
            }
        }
        if has(.resolutionDraft) {
            lines.append("let \(r)Page = \(r).resolve\(prefix)_Page()")
            lines.append("lines.append(\"\(r) page \\(\(r)Page.editor.draft === \(r)Page.draft) \\(\(r).resolve\(prefix)_Page().draft !== \(r)Page.draft)\")")
            lines.append("lines.append(\"\(r) page notes \\(\(r)Page.notes.count) \\(\(r)Page.notes.allSatisfy { $0.draft === \(r)Page.draft })\")")
            if has(.assistedClosure) {
                lines.append("let \(r)Home = \(r).resolve\(prefix)_Home()")
                lines.append("lines.append(\"\(r) home draft \\(\(r)Home.makeProfile(\(prefix)_User(name: \"drafted\")).avatar.draft === \(r)Home.draft)\")")
            }
        }
        if has(.contributedClient) {
            lines.append("lines.append(\"\(r) inbox \" + \(r).resolve\(prefix)_Inbox().client.name)")
        }
        if has(.coreProviders) {
            lines.append("lines.append(\"\(r) poster \" + \(r).resolve\(prefix)_Poster().motto.text)")
        }
        if has(.generic) {
            lines.append("lines.append(\"\(r) catalog \" + \(r).resolve\(prefix)_Catalog().products.describe)")
            if has(.featureResolver) {
                lines.append("lines.append(\"\(r) shelf \" + \(r).resolve\(prefix)_Shelf().items.describe)")
            }
        }
        if has(.standardNames) {
            lines.append("let \(r)Report = \(r).resolve\(prefix)_Report(result: .success(1))")
            lines.append("lines.append(\"\(r) report \" + \(r)Report.issue.result.text + \" \" + \(prefix)_texts(\(r)Report.issue.banners) + \" \\(\(r)Report.outcome.result)\")")
        }
        if has(.scopeExtension), level == .session {
            lines.append("lines.append(\"\(r) describe \" + \(r).describe)")
        }
        return lines
    }

    /// What the run must print: at each level, the banners of every level it sees, the tags
    /// of the app and of the deepest scope it sees, one clock per tree, one payment per
    /// checkout, the user its level binds, and a closure's own user.
    var expectedLines: [String] {
        var lines: [String] = []
        for level in levels {
            let r = level.rawValue
            let seen = chain(of: level)
            var banners = seen.filter(contributesBanner).map(\.rawValue)
            if has(.featureResolver), seen.contains(.app) { banners.append("feature") }
            if has(.coreBanner) { banners.append(has(.replacedClient) && seen.contains(.test) ? "testcore" : "core") }
            if has(.sessionBanner), seen.contains(.session) { banners.append("sessiononly") }
            lines.append("\(r) strip [\(banners.sorted().joined(separator: ","))]")
            if has(.tags) { lines.append("\(r) cloud \(seen.filter(contributesTag).map(\.rawValue).sorted().joined(separator: ","))") }
            if has(.sharedClock) { lines.append("\(r) clock true") }
            if has(.sharedInScope), let owner = paymentOwner(of: level) {
                lines.append("\(r) payment \(owner == .checkout ? 7 : 9) true")
            }
            if has(.keptInSession), seen.contains(.session) {
                lines.append("\(r) ledger true")
                if level == .session { lines.append("\(r) ledger own true") }
            }
            if has(.sessionMaker), level == .app || level == .test { lines.append("\(r) opened opened") }
            let user = userName(at: level)
            if has(.greeter), let user { lines.append("\(r) greeter \(user)") }
            if has(.assistedClosure) {
                lines.append("\(r) home given/given")
                if let user { lines.append("\(r) profile \(user)/\(user)") }
            }
            if has(.resolutionDraft) {
                lines.append("\(r) page true true")
                lines.append("\(r) page notes 1 true")
                if has(.assistedClosure) { lines.append("\(r) home draft true") }
            }
            if has(.contributedClient) { lines.append("\(r) inbox " + (seen.contains(.test) ? "fake" : "http")) }
            if has(.coreProviders) { lines.append("\(r) poster " + (has(.replacedClient) && seen.contains(.test) ? "test" : "core")) }
            if has(.generic) {
                lines.append("\(r) catalog repository of \(prefix)_Product")
                if has(.featureResolver) { lines.append("\(r) shelf repository of \(prefix)_Product") }
            }
            if has(.standardNames) { lines.append("\(r) report app [\(banners.sorted().joined(separator: ","))] success(1)") }
            if has(.scopeExtension), level == .session { lines.append("\(r) describe session of session") }
        }
        if has(.resolverDouble) { lines.append("double strip [double]") }
        return lines
    }
}
