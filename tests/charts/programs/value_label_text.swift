// A value label made of a Text (a number written with .number.precision) is drawn in the axis
// labels' small grey style, as Swift Charts' environment gives it.
import SwiftUI
import Charts
Chart {
    LineMark(x: .value("X", 0.0), y: .value("Y", 0.25))
    LineMark(x: .value("X", 1.0), y: .value("Y", 0.75))
}
.chartYAxis {
    AxisMarks(values: .automatic(desiredCount: 3)) { value in
        AxisGridLine()
        AxisValueLabel {
            if let v = value.as(Double.self) {
                Text(v, format: .number.precision(.fractionLength(1)))
            }
        }
    }
}
.frame(width: 200, height: 120)
