// Axis titles: the X title below the axis's labels at its trailing end, the Y title along the
// leading edge reading upwards, both small and grey as Swift Charts draws them; the modifiers
// are applied to a view of the program's own, whose body is the chart.
import SwiftUI
import Charts

struct Weekly: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Count", 4))
            BarMark(x: .value("Day", "Tue"), y: .value("Count", 7))
            BarMark(x: .value("Day", "Wed"), y: .value("Count", 5))
            BarMark(x: .value("Day", "Thu"), y: .value("Count", 9))
        }
    }
}

Weekly()
    .chartXAxisLabel("Day")
    .chartYAxisLabel("Count", position: .leading)
    .chartYScale(domain: 0..<12)
    .frame(width: 300, height: 200)
    .padding()
