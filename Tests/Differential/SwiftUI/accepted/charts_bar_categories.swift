// Swift Charts: bars over categories from Identifiable data, with rounded corners.
import Charts

struct Sale: Identifiable {
    let id: Int
    let month: String
    let amount: Double
}

let sales = [Sale(id: 1, month: "Jan", amount: 12), Sale(id: 2, month: "Feb", amount: 19), Sale(id: 3, month: "Mar", amount: 7)]

Chart(sales) { sale in
    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .cornerRadius(4)
}
.frame(width: 240, height: 160)
