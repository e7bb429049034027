// Two extensions constrained to different items declare one mutating getter: read through a
// generic parameter whose where clause fixes Item, it runs that Item's getter and writes back.
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
}
extension Container where Item == Int {
    var bumped: Int { mutating get { items.append(1); return items.count } }
    var total: Int { items.reduce(0, +) }
}
extension Container where Item == Double {
    var bumped: Int { mutating get { items.append(0.5); return items.count * 100 } }
    var total: Double { items.reduce(0, +) }
}
struct IntBox: Container { var items: [Int] }
func bump<C: Container>(_ c: inout C) -> Int where C.Item == Int { c.bumped }
func sum<C: Container>(_ c: C) -> Int where C.Item == Int { c.total }
var box = IntBox(items: [1])
print(bump(&box), box.items, sum(box))

// expect: 2 [1, 1] 2
