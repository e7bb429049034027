// Swift Charts: a donut of SectorMarks (iOS 17) with an inner ratio, an angular inset given as
// a bare number, rounded corners and an overlay annotation per sector, in a view's body.
import Charts

struct Budget: View {
    let parts = [(name: "Rent", amount: 45), (name: "Food", amount: 30), (name: "Other", amount: 25)]
    var body: some View {
        Chart(parts, id: \.name) { part in
            SectorMark(angle: .value("Amount", part.amount), innerRadius: .ratio(0.6), outerRadius: .inset(4), angularInset: 2)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Part", part.name))
                .annotation(position: .overlay) {
                    Text("\(part.amount)%")
                }
        }
        .chartLegend(.hidden)
        .frame(width: 200, height: 200)
    }
}
Budget()
