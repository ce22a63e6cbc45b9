import DIKit
import Testing
@testable import App

/// A test target's resolver: its file imports Swift Testing, whose `Tag` and `Issue` the
/// generated file must not mistake for the app's (here the app's is written `App.Tag`).
protocol TestResolver: AppResolver {
    func contributeFlaky() -> App.Tag
}
