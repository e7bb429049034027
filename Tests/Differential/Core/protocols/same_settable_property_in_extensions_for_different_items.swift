// Two extensions constrained to different associated types declare one settable property and one
// mutating getter: an assignment, a compound assignment and a mutating read each take the one
// whose where clause the receiver meets, concrete or generic, as swiftc keeps both.
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
}
extension Container where Item == Int {
    var first: Int {
        get { items.first ?? 0 }
        set { items[0] = newValue * 10 }
    }
    var bumped: Int {
        mutating get { items.append(1); return items.count }
    }
}
extension Container where Item == Double {
    var first: Double {
        get { items.first ?? 0 }
        set { items[0] = newValue / 2 }
    }
    var bumped: Int {
        mutating get { items.append(0.5); return items.count * 100 }
    }
}
struct IntBox: Container { var items: [Int] }
struct DoubleBox: Container { var items: [Double] }
func setFirst<C: Container>(_ c: inout C) where C.Item == Int { c.first = 7 }
func halveFirst<C: Container>(_ c: inout C) where C.Item == Double { c.first = 7 }
var i = IntBox(items: [1, 2])
var d = DoubleBox(items: [1.5])
i.first = 3
d.first = 3
print(i.items, d.items)
print(i.bumped, d.bumped)
i.first += 1
d.first += 1
print(i.first, d.first, i.items, d.items)
setFirst(&i)
halveFirst(&d)
print(i.items, d.items)

// expect: [30, 2] [1.5]
// expect: 3 200
// expect: 310 1.25 [310, 2, 1] [1.25, 0.5]
// expect: [70, 2, 1] [3.5, 0.5]
