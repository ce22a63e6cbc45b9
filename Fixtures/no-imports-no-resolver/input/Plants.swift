// Will use DIKit once the garden needs a resolver; for now the generated file is only
// the header.

struct Plant {
    var name: String
    var daysBetweenWatering: Int
}

enum Season {
    case spring, summer, autumn, winter
}
