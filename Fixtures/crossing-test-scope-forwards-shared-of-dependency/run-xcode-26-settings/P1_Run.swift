import DIKit
@testable import App
import Core

final class P1_AppImpl: @MainActor P1_AppResolver {
    let sharedInstances = SharedInstanceStore()
}
final class P1_TestImpl: @MainActor P1_TestResolver {
    let sharedInstances = SharedInstanceStore()
}

func P1_texts(_ banners: [any P1_Banner]) -> String {
    "[" + banners.map(\.text).sorted().joined(separator: ",") + "]"
}

func P1_run() async -> [String] {
    var lines: [String] = []
    do {
        let app = P1_AppImpl()
        lines.append("app strip " + P1_texts(app.resolveP1_Strip().banners))
        lines.append("app clock \(app.resolveP1_Clock() === app.resolveP1_Clock())")
        let test = P1_TestImpl()
        lines.append("test strip " + P1_texts(test.resolveP1_Strip().banners))
        lines.append("test clock \(test.resolveP1_Clock() === test.resolveP1_Clock())")
        let testCheckout = test.makeP1_TestCheckoutResolver(order: P1_Order(number: 9))
        lines.append("testCheckout strip " + P1_texts(testCheckout.resolveP1_Strip().banners))
        lines.append("testCheckout clock \(testCheckout.resolveP1_Clock() === test.resolveP1_Clock())")
    } catch {
        lines.append("error \(error)")
    }
    return lines
}
