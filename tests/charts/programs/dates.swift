// Dates on the X axis: a week of readings, labelled by month and day.
import SwiftUI
import Charts

let start = Date(timeIntervalSince1970: 1_709_251_200)  // 1 March 2024, 00:00 UTC
let values = [3.0, 5.5, 4.0, 6.5, 6.0, 8.0, 7.5]

Chart {
    ForEach(0..<7) { day in
        AreaMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86400)), y: .value("Value", values[day]))
            .foregroundStyle(.blue.opacity(0.3))
        LineMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86400)), y: .value("Value", values[day]))
    }
}
.chartXAxis {
    AxisMarks(values: .stride(by: .day, count: 2))
}
.frame(width: 300, height: 180)
.padding()
