import DIKit

final class App: CommentsResolver {
    let sharedInstances = SharedInstanceStore()
    func provideThread(makeComment: @escaping (Int) -> Comment) -> Thread {
        Thread(makeComment: makeComment)
    }
}

let app = App()
let thread = app.resolveThread()
let comment = thread.makeComment(42)
print("comment \(comment.dependency.commentID)")
print("same thread: \(comment.dependency.openThread() === thread)")
let other = app.resolveComment(commentID: 7)
print("comment \(other.dependency.commentID)")
