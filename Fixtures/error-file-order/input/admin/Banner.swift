import DIKit

struct Banner: Injectable {
    init(dependency: Session) {}
}
