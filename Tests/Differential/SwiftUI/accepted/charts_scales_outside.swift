// Swift Charts: scale domains (a closed range, categories in order, automatic without zero), a
// bar width as a bare number, and chart modifiers applied after .frame and .padding, which
// reach the chart as Swift Charts passes them through the environment.
import Charts

let temperatures = [("Mon", 21.5), ("Tue", 23.0), ("Wed", 19.5)]

VStack {
    Chart {
        ForEach(temperatures, id: \.0) { entry in
            BarMark(x: .value("Day", entry.0), y: .value("Temperature", entry.1), width: 20)
                .annotation(position: .top, spacing: 2) {
                    Text("\(entry.1, specifier: "%.1f")")
                }
        }
    }
    .chartYScale(domain: 0...30)
    .chartXScale(domain: ["Wed", "Tue", "Mon"])
    .frame(height: 150)
    .padding()
    .chartYAxis(.hidden)

    Chart {
        ForEach(temperatures, id: \.0) { entry in
            PointMark(x: .value("Day", entry.0), y: .value("Temperature", entry.1))
        }
    }
    .chartYScale(domain: .automatic(includesZero: false))
    .frame(height: 150)
    .chartXAxis {
        AxisMarks(position: .top)
    }
}
