import DIKit

// import UIKit
// protocol CommentResolver: Resolver { func provideGhost() -> Ghost }

/* A block comment with /* a nested one */ and a fake type:
struct BlockComment: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}
*/

/// Doc comments are comments too:
///
///     protocol DocResolver: Resolver {}
///     import Combine
protocol TemplateResolver: Resolver {
    func provideRenderer() -> Renderer
}

/**
 struct DocBlock: Injectable {
     struct Dependency {}
     init(dependency: Dependency) {}
 }
 */
final class Renderer {
    /// Unbalanced braces in literals must not end the type early.
    let openBrace = "{"
    let closeBraces = "}}"
}
