// Monthly ticks on a time axis fall on the 1st of each month, labelled by the month as
// `AxisValueLabel(format: .dateTime.month())` writes it; the Y title sits above the plot.
import SwiftUI
import Charts

let start = Date(timeIntervalSince1970: 1_704_067_200)  // 1 January 2024, 00:00 UTC
let sales = [12.0, 15.0, 11.0, 18.0, 21.0, 19.0, 24.0, 22.0]

Chart {
    ForEach(0..<8) { week in
        LineMark(x: .value("Week", start.addingTimeInterval(Double(week) * 21 * 86400)), y: .value("Sales", sales[week]))
        PointMark(x: .value("Week", start.addingTimeInterval(Double(week) * 21 * 86400)), y: .value("Sales", sales[week]))
    }
}
.chartXAxis {
    AxisMarks(values: .stride(by: .month)) { value in
        AxisGridLine()
        AxisTick()
        AxisValueLabel(format: .dateTime.month())
    }
}
.chartYAxisLabel("Sales")
.frame(width: 320, height: 200)
.padding()
