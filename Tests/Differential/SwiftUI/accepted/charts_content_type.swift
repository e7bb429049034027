// Swift Charts: a ChartContent of the program's own, points, a rule and a range of rectangles.
import Charts

struct Band: ChartContent {
    let name: String
    let low: Double
    let high: Double
    var body: some ChartContent {
        RectangleMark(x: .value("Name", name), yStart: .value("Low", low), yEnd: .value("High", high), width: .fixed(8))
            .foregroundStyle(low < high ? .green : .red)
        PointMark(x: .value("Name", name), y: .value("Mid", (low + high) / 2))
    }
}

Chart {
    Band(name: "A", low: 3, high: 7)
    Band(name: "B", low: 5, high: 2)
    RuleMark(y: .value("Target", 4))
        .foregroundStyle(.orange)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
}
.frame(width: 200, height: 150)
