// A constrained extension's mutating getter read through a generic parameter passed by value is refused.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
}
extension Container where Item == Int {
    var bumped: Int { mutating get { items.append(1); return items.count } }
}
func peek<C: Container>(_ c: C) -> Int where C.Item == Int { c.bumped }
print(peek(IntBoxOf(items: [1])))
struct IntBoxOf: Container { var items: [Int] }

// expect error: cannot use mutating getter on immutable value: 'c' is a 'let' constant
