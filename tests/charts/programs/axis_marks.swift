// Custom axis marks: X marks at every other day with gridlines, ticks and labels; the Y axis
// on the leading edge with its own label text; a thick Catmull-Rom line with large points.
import SwiftUI
import Charts

let steps = [4200, 6100, 5300, 8800, 7400, 9900, 6500]

Chart {
    ForEach(0..<7) { day in
        LineMark(x: .value("Day", day + 1), y: .value("Steps", steps[day]))
            .interpolationMethod(.catmullRom)
            .lineStyle(StrokeStyle(lineWidth: 3))
        PointMark(x: .value("Day", day + 1), y: .value("Steps", steps[day]))
            .symbolSize(60)
    }
}
.chartXAxis {
    AxisMarks(values: [1, 3, 5, 7]) { value in
        AxisGridLine()
        AxisTick()
        AxisValueLabel()
    }
}
.chartYAxis {
    AxisMarks(position: .leading) { value in
        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [4, 3]))
        if let steps = value.as(Int.self) {
            AxisValueLabel("\(steps / 1000)k")
        }
    }
}
.frame(width: 300, height: 200)
.padding()
