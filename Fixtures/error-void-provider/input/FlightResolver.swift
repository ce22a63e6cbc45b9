import DIKit

protocol FlightResolver: Resolver {
    func provideBoardingPass() -> BoardingPass
    func provideRefresh() -> Void
}

struct BoardingPass {
    var seat: String
}
