// Sorting structs with closures comparing several keys.
struct Item { var name: String; var price: Double }
let items = [Item(name: "b", price: 2), Item(name: "a", price: 2), Item(name: "c", price: 1)]
let ordered = items.sorted { ($0.price, $0.name) < ($1.price, $1.name) }
print(ordered.map(\.name))
print(items.map(\.price).max()!)

// expect: ["c", "a", "b"]
// expect: 2.0
