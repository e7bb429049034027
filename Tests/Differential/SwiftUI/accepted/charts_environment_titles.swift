// Swift Charts: chart modifiers applied to a program's own view reach the chart in its body
// (Swift Charts passes them down the environment), axis titles, a half-open range as a scale's
// domain, and monthly axis marks labelled in a `.dateTime` format.
import Charts

struct Readings: View {
    let start = Date(timeIntervalSince1970: 1_704_067_200)
    let values = [3.0, 5.5, 4.0, 6.5, 6.0, 8.0]

    var body: some View {
        Chart {
            ForEach(0..<6) { index in
                LineMark(x: .value("Date", start.addingTimeInterval(Double(index) * 20 * 86400)),
                         y: .value("Value", values[index]))
            }
        }
        .frame(height: 200)
    }
}

VStack {
    Readings()
        .chartYScale(domain: 0..<10)
        .chartXAxisLabel("Date")
        .chartYAxisLabel("Value", position: .leading)
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.abbreviated))
            }
        }
    Text(Date(timeIntervalSince1970: 0), format: .dateTime.year())
    Readings()
        .chartYAxisLabel(position: .top, alignment: .leading) {
            Text("Readings").bold()
        }
        .chartXAxisLabel(Text("When"), alignment: .center)
}
