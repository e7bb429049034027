// Two extensions constrained to different associated types declare one property and one method:
// each receiver, concrete or generic, reads the one its Item admits, as swiftc keeps both.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container where Item == Int {
    var total: Int { items.reduce(0, +) }
    var label: String { "ints summing to \(total)" }
    func describe() -> String { "ints \(total)" }
}
extension Container where Item == Double {
    var total: Double { items.reduce(0, +) }
    var label: String { "doubles summing to \(total)" }
    func describe() -> String { "doubles \(total)" }
}
struct IntBox: Container { var items: [Int] }
struct DoubleBox: Container { var items: [Double] }
func intTotal<C: Container>(_ c: C) -> Int where C.Item == Int { c.total * 10 }
func doubleTotal<C: Container>(_ c: C) -> Double where C.Item == Double { c.total / 2 }
let ints = IntBox(items: [1, 2, 3])
let doubles = DoubleBox(items: [1.5, 2.5])
let sum: Int = ints.total + 1
print(ints.total, doubles.total, sum)
print(ints.label, "/", doubles.label)
print(ints.describe(), doubles.describe())
print(intTotal(IntBox(items: [4])), doubleTotal(DoubleBox(items: [3.0])))

// expect: 6 4.0 7
// expect: ints summing to 6 / doubles summing to 4.0
// expect: ints 6 doubles 4.0
// expect: 40 1.5
