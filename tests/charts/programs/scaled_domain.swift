// Scales with set domains: Y from 0 to 100 whatever the data, X over the categories in the
// order given; bars of a fixed width (a bare number is a MarkDimension); Y axis marks every 25
// given after .padding(), as Swift Charts passes chart modifiers down to the chart.
import SwiftUI
import Charts

let scores = [("Ann", 62), ("Bo", 88), ("Cy", 45)]

Chart {
    ForEach(scores, id: \.0) { score in
        BarMark(x: .value("Name", score.0), y: .value("Score", score.1), width: 24)
            .cornerRadius(3)
    }
    RuleMark(y: .value("Pass", 50))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
}
.chartYScale(domain: 0...100)
.chartXScale(domain: ["Cy", "Bo", "Ann"])
.frame(width: 260, height: 180)
.padding()
.chartYAxis {
    AxisMarks(values: .stride(by: 25))
}
