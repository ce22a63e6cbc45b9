import DIKit

final class P1_AppImpl: @MainActor P1_AppResolver {
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
        let session = app.makeP1_SessionResolver(user: P1_User(name: "session"))
        lines.append("session strip " + P1_texts(session.resolveP1_Strip().banners))
        lines.append("session clock \(session.resolveP1_Clock() === app.resolveP1_Clock())")
        let checkout = session.makeP1_CheckoutResolver(order: P1_Order(number: 7))
        lines.append("checkout strip " + P1_texts(checkout.resolveP1_Strip().banners))
        lines.append("checkout clock \(checkout.resolveP1_Clock() === app.resolveP1_Clock())")
        lines.append("checkout payment \(checkout.resolveP1_Payment().order.number) \(checkout.resolveP1_Payment() === checkout.resolveP1_Payment())")
    } catch {
        lines.append("error \(error)")
    }
    return lines
}
