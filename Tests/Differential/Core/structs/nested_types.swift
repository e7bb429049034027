// Types nested in a struct, referred to from inside and outside.
struct Chart {
    struct Bar {
        var label: String
        var value: Int
    }
    enum Orientation { case horizontal, vertical }
    var bars: [Bar]
    var orientation = Orientation.vertical
    var total: Int { bars.reduce(0) { $0 + $1.value } }
}
var chart = Chart(bars: [Chart.Bar(label: "a", value: 3), .init(label: "b", value: 4)])
chart.orientation = .horizontal
print(chart.total, chart.orientation, chart.bars[1].label)

// expect: 7 horizontal b
