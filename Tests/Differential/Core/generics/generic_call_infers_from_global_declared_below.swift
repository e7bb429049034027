// A generic call in a type declared above the global it passes (a chart of `Chart(donations) { $0.amount }` whose data is declared further down main.swift): the global's element type binds the call's generic parameter, so the closure's `$0` has its members.
struct Donation: Identifiable {
    var category: String
    var amount: Double
    var id: String { category }
}

func total<Element>(_ items: [Element], _ value: (Element) -> Double) -> Double {
    items.map(value).reduce(0, +)
}

struct Rows<Element: Identifiable> {
    var lines: [String] = []
    init(_ items: [Element], row: (Element) -> String) { lines = items.map(row) }
}

struct Summary {
    func sum() -> Double { total(donations) { $0.amount } }
    var rows: [String] { Rows(donations) { "\($0.category): \($0.amount)" }.lines }
    func largest() -> String { donations.max { $0.amount < $1.amount }?.category ?? "none" }
}

let donations: [Donation] = [
    .init(category: "Legacies", amount: 2.4),
    .init(category: "Daffodil Day", amount: 4.7),
]
let summary = Summary()
print(summary.sum())
print(summary.rows.joined(separator: ", "))
print(summary.largest())

// expect: 7.1
// expect: Legacies: 2.4, Daffodil Day: 4.7
// expect: Daffodil Day
