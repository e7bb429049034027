// A protocol extension's method that is not `mutating` cannot change a `{ get set }` requirement.
print("this program must not run")
protocol Stack { var items: [Int] { get set } }
extension Stack {
    func push(_ x: Int) { items.append(x) }
}
struct IntStack: Stack { var items: [Int] = [] }
var s = IntStack()
s.push(1)
print(s.items)

// expect error: cannot use mutating member on immutable value: 'self' is immutable
