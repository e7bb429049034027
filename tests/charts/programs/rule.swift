// A dashed red RuleMark across bars: the target they are measured against.
import SwiftUI
import Charts

Chart {
    BarMark(x: .value("Day", "Mon"), y: .value("Steps", 6200))
    BarMark(x: .value("Day", "Tue"), y: .value("Steps", 8400))
    BarMark(x: .value("Day", "Wed"), y: .value("Steps", 10300))
    BarMark(x: .value("Day", "Thu"), y: .value("Steps", 7100))
    RuleMark(y: .value("Goal", 8000))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
}
.frame(width: 300, height: 200)
.padding()
