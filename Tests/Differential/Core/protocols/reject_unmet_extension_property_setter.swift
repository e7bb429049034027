// Assigning a property only an extension for Double items declares, on a box of Ints, is refused.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
}
extension Container where Item == Double {
    var first: Double {
        get { items.first ?? 0 }
        set { items[0] = newValue / 2 }
    }
}
struct IntBox: Container { var items: [Int] }
var box = IntBox(items: [1, 2])
box.first = 3
print(box.items)

// expect error: property 'first' requires the types 'Int' and 'Double' be equivalent
