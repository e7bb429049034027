// Swift Charts: ForEach inside a chart, bars at one category stacked by series, and a rule.
import Charts

struct Sale: Identifiable {
    let id: Int
    let month: String
    let amount: Double
    let shop: String
}

let sales = [Sale(id: 1, month: "Jan", amount: 12, shop: "North"), Sale(id: 2, month: "Feb", amount: 19, shop: "North"),
             Sale(id: 3, month: "Jan", amount: 5, shop: "South"), Sale(id: 4, month: "Feb", amount: 8, shop: "South")]

Chart {
    ForEach(sales) { sale in
        BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
            .foregroundStyle(by: .value("Shop", sale.shop))
    }
    RuleMark(y: .value("Goal", 20))
}
.frame(width: 240, height: 160)
