// Swift Charts: types of the program's own as positions (a struct standing for its String name,
// an enum for its Int raw value, both Plottable), and a ChartContent of its own generic over the
// Plottable types of its positions, beside the library's marks.
import Charts

struct Team: Plottable {
    var name: String
    var primitivePlottable: String { name }
    init(name: String) { self.name = name }
    init?(primitivePlottable: String) { name = primitivePlottable }
}

enum Rank: Int, Plottable {
    case low = 1, middle, high
    var primitivePlottable: Int { rawValue }
    init?(primitivePlottable: Int) { self.init(rawValue: primitivePlottable) }
}

struct StyledPoint<X: Plottable, Y: Plottable>: ChartContent {
    var x: PlottableValue<X>
    var y: PlottableValue<Y>
    var body: some ChartContent {
        PointMark(x: x, y: y)
            .foregroundStyle(.orange)
    }
}

Chart {
    StyledPoint(x: .value("Team", Team(name: "Reds")), y: .value("Rank", Rank.high))
    StyledPoint(x: .value("Team", Team(name: "Blues")), y: .value("Rank", Rank.low))
    BarMark(x: .value("Team", "Greens"), y: .value("Rank", 2))
        .foregroundStyle(by: .value("Kind", Team(name: "Greens")))
}
.frame(width: 260, height: 180)
