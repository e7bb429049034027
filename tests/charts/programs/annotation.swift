// Annotations: each bar's value above it, and a horizontal bar's value after its end.
import SwiftUI
import Charts

let months = [("Jan", 12), ("Feb", 19), ("Mar", 7), ("Apr", 15)]

VStack(spacing: 16) {
    Chart {
        ForEach(months, id: \.0) { month in
            BarMark(x: .value("Month", month.0), y: .value("Sales", month.1))
                .annotation(position: .top) {
                    Text("\(month.1)").font(.caption).foregroundColor(.secondary)
                }
        }
    }
    .frame(width: 280, height: 160)
    Chart {
        BarMark(x: .value("Votes", 34), y: .value("Option", "Yes"))
            .annotation { Text("34") }
        BarMark(x: .value("Votes", 21), y: .value("Option", "No"))
            .annotation { Text("21") }
            .foregroundStyle(.orange)
    }
    .chartXScale(domain: 0...40)
    .frame(width: 280, height: 90)
}
.padding()
