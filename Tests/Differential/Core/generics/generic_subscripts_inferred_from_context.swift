// A generic subscript infers its parameters from its arguments (`sum: [1.5, 2.5]`,
// `i: UInt8(1)`) and, like a generic function, from the type the context wants
// (`let n: Int? = bag[key: "a"]`, `as String?`, a parameter's type).
struct Bag {
    var items: [String: Any] = ["a": 1, "b": "two"]
    subscript<T>(key key: String) -> T? { items[key] as? T }
    subscript<T: Numeric>(sum xs: [T]) -> T { xs.reduce(0, +) }
}
let bag = Bag()
let n: Int? = bag[key: "a"]
let text: String? = bag[key: "b"]
let missing: Double? = bag[key: "a"]
print(n as Any, text as Any, missing as Any)
print(bag[key: "b"] as String? ?? "none", bag[sum: [1, 2, 3]], bag[sum: [1.5, 2.5]])
func shout(_ s: String?) -> String { s.map { $0.uppercased() } ?? "-" }
print(shout(bag[key: "b"]), shout(bag[key: "a"]))
struct Grid<T> {
    var cells: [T]
    subscript<I: BinaryInteger>(i i: I) -> T { cells[Int(i)] }
}
let grid = Grid(cells: ["x", "y"])
print(grid[i: UInt8(1)], grid[i: 0])

// expect: Optional(1) Optional("two") nil
// expect: two 6 4.0
// expect: TWO -
// expect: y x
