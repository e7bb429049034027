// A pie chart: one sector per fruit, coloured from the palette, with a legend below.
import SwiftUI
import Charts

struct Sale: Identifiable {
    let id: Int
    let fruit: String
    let count: Int
}

let sales = [
    Sale(id: 1, fruit: "Apples", count: 40), Sale(id: 2, fruit: "Pears", count: 25),
    Sale(id: 3, fruit: "Plums", count: 20), Sale(id: 4, fruit: "Figs", count: 15),
]

Chart(sales) { sale in
    SectorMark(angle: .value("Count", sale.count))
        .foregroundStyle(by: .value("Fruit", sale.fruit))
}
.frame(width: 240, height: 240)
.padding()
