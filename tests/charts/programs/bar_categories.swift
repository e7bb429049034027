// A categorical bar chart: bands in data order, bars from zero on a nice domain.
import SwiftUI
import Charts

struct Sale: Identifiable {
    let id: Int
    let month: String
    let amount: Double
}

let sales = [Sale(id: 1, month: "Jan", amount: 12), Sale(id: 2, month: "Feb", amount: 19), Sale(id: 3, month: "Mar", amount: 7), Sale(id: 4, month: "Apr", amount: 15)]

struct SalesChart: View {
    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        }
        .frame(width: 300, height: 200)
        .padding()
    }
}
SalesChart()
