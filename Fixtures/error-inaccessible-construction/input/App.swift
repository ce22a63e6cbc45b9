import DIKit
import Networking

protocol AppResolver: Resolver {
    func provideBaseURL() -> String
}
