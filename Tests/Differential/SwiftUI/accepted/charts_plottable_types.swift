// Swift Charts: types of the program's own as positions (an enum standing for its String raw
// value, a struct for a Double, both Plottable), and a ChartContent of its own generic over the
// Plottable types of its positions, beside the library's marks.
import Charts

enum Fruit: String, Plottable {
    case apples, pears
    var primitivePlottable: String { rawValue }
    init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
}

struct Grams: Plottable {
    var amount: Double
    var primitivePlottable: Double { amount }
    init(_ amount: Double) { self.amount = amount }
    init?(primitivePlottable: Double) { self.amount = primitivePlottable }
}

struct LabelledBar<X: Plottable, Y: Plottable>: ChartContent {
    var x: PlottableValue<X>
    var y: PlottableValue<Y>
    var body: some ChartContent {
        BarMark(x: x, y: y)
            .foregroundStyle(.orange)
    }
}

Chart {
    LabelledBar(x: .value("Fruit", Fruit.apples), y: .value("Weight", Grams(120)))
    LabelledBar(x: .value("Fruit", Fruit.pears), y: .value("Weight", Grams(80)))
    BarMark(x: .value("Fruit", "plums"), y: .value("Weight", 40))
        .foregroundStyle(by: .value("Kind", Fruit.pears))
}
.frame(width: 260, height: 180)
