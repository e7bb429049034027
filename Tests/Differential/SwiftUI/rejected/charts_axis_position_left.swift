// An axis's marks go on the leading or trailing edge; AxisMarkPosition has no 'left'.
print("this program must not run")
import Charts
Chart {
    BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
}
.chartYAxis {
    AxisMarks(position: .left)
}

// expect error: type 'AxisMarkPosition' has no member 'left'
