// Swift Charts: series colours set by name (a key-value literal) and by domain and range, and
// the legend moved to the top, on a pie and on stacked bars.
import Charts

let shares = [(kind: "Rent", value: 45), (kind: "Food", value: 30), (kind: "Other", value: 25)]

VStack {
    Chart(shares, id: \.kind) { share in
        SectorMark(angle: .value("Value", share.value), angularInset: 1.5)
            .foregroundStyle(by: .value("Kind", share.kind))
    }
    .chartForegroundStyleScale(["Rent": .red, "Food": .orange, "Other": .gray])
    .chartLegend(position: .top, alignment: .leading)
    .frame(width: 160, height: 180)

    Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Cups", 2))
            .foregroundStyle(by: .value("Drink", "Tea"))
        BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
            .foregroundStyle(by: .value("Drink", "Coffee"))
    }
    .chartForegroundStyleScale(domain: ["Tea", "Coffee"], range: [Color.green, Color.brown])
    .frame(width: 160, height: 120)
}
