import DIKit

final class P1_AppImpl: P1_AppResolver {
}
final class P1_TestImpl: P1_TestResolver {
    func provideUser() -> P1_User { P1_User(name: "preview") }
}

func P1_texts(_ banners: [any P1_Banner]) -> String {
    "[" + banners.map(\.text).sorted().joined(separator: ",") + "]"
}

func P1_run() async -> [String] {
    var lines: [String] = []
    do {
        let app = P1_AppImpl()
        lines.append("app strip " + P1_texts(app.resolveP1_Strip().banners))
        let appGiven = app.resolveP1_Home().makeProfile(P1_User(name: "given"))
        lines.append("app home " + appGiven.user.name + "/" + appGiven.avatar.user.name)
        let test = P1_TestImpl()
        lines.append("test strip " + P1_texts(test.resolveP1_Strip().banners))
        let testGiven = test.resolveP1_Home().makeProfile(P1_User(name: "given"))
        lines.append("test home " + testGiven.user.name + "/" + testGiven.avatar.user.name)
        let testProfile = test.resolveP1_Profile()
        lines.append("test profile " + testProfile.user.name + "/" + testProfile.avatar.user.name)
        let testCheckout = test.makeP1_TestCheckoutResolver(order: P1_Order(number: 9))
        lines.append("testCheckout strip " + P1_texts(testCheckout.resolveP1_Strip().banners))
        let testCheckoutGiven = testCheckout.resolveP1_Home().makeProfile(P1_User(name: "given"))
        lines.append("testCheckout home " + testCheckoutGiven.user.name + "/" + testCheckoutGiven.avatar.user.name)
        let testCheckoutProfile = testCheckout.resolveP1_Profile()
        lines.append("testCheckout profile " + testCheckoutProfile.user.name + "/" + testCheckoutProfile.avatar.user.name)
    } catch {
        lines.append("error \(error)")
    }
    return lines
}
