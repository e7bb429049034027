// A donut chart: sectors with an inner radius, gaps between them and rounded corners, each
// labelled over its middle.
import SwiftUI
import Charts

let shares: [(name: String, value: Double)] = [("Rent", 45), ("Food", 25), ("Travel", 18), ("Other", 12)]

Chart {
    ForEach(shares, id: \.name) { share in
        SectorMark(angle: .value("Share", share.value), innerRadius: .ratio(0.6), angularInset: 2)
            .cornerRadius(4)
            .foregroundStyle(by: .value("Category", share.name))
            .annotation(position: .overlay) {
                Text("\(Int(share.value))%").font(.caption).foregroundColor(.white)
            }
    }
}
.frame(width: 240, height: 240)
.padding()
