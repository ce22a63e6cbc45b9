import DIKit
import Foundation

protocol URLSessionLike {
    func data(from url: URL) async throws -> Data
}

struct LiveSession: URLSessionLike {
    func data(from url: URL) async throws -> Data {
        Data()
    }
}

final class APIClient {
    let session: URLSessionLike
    let baseURL: URL

    init(session: URLSessionLike, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    /// The request path for an article, e.g. "/articles/42".
    func path(forArticle id: Int) -> String {
        "/articles/\(id)"
    }
}
