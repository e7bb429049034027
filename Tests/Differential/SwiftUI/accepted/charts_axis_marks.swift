// Swift Charts: axis marks built per value (gridline, tick, label), a label from the value read
// with as(_:), marks on the leading edge, strides, explicit values, styled labels.
import Charts

Chart {
    ForEach(1..<6) { day in
        LineMark(x: .value("Day", day), y: .value("Load", Double(day * day)))
            .interpolationMethod(.catmullRom)
            .lineStyle(StrokeStyle(lineWidth: 3))
        PointMark(x: .value("Day", day), y: .value("Load", Double(day * day)))
            .symbolSize(100)
    }
}
.chartXAxis {
    AxisMarks(values: .automatic(desiredCount: 5)) { value in
        AxisGridLine()
        AxisTick(length: .fixed(6))
        AxisValueLabel()
            .font(.caption)
            .foregroundStyle(.gray)
    }
}
.chartYAxis {
    AxisMarks(position: .leading, values: .stride(by: 10)) { value in
        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
        if let load = value.as(Double.self) {
            AxisValueLabel("\(Int(load))%")
        }
    }
    AxisMarks(position: .trailing, values: [0, 25]) {
        AxisValueLabel()
    }
}
.frame(width: 300, height: 200)
