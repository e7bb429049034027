// A computed property of a constrained protocol extension (`where Item: Numeric`) on a generic
// conformer: its body's literals and variables of type `Item` are the conformer's element
// (`Double` in `Bag<Double>`), as in a method of the same extension.
protocol Container { associatedtype Item; var items: [Item] { get } }
extension Container where Item: Numeric {
    var total: Item { items.reduce(0, +) }
    var looped: Item { var s: Item = 0; for i in items { s += i }; return s }
    func doubled() -> Item { total * 2 }
}
extension Container where Item == String { var joined: String { items.joined(separator: ",") } }
struct Bag<T>: Container { var items: [T] }
struct Doubles: Container { var items: [Double] }
print(Bag(items: [1, 2, 3]).total, Bag(items: [1.5, 2]).total, Bag(items: ["a", "b"]).joined)
let b = Bag<Double>(items: [0.5, 0.25])
print(b.looped, b.doubled(), Doubles(items: [1, 2.5]).total)

// expect: 6 3.5 a,b
// expect: 0.75 1.5 3.5
