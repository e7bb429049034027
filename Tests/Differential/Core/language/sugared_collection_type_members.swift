// A sugared collection type (`[Int]`, `[String: Int]`, `[[Int]]`) before a member names the
// type: its static members from the program's extensions, `.self` and initializers, while an
// array of a value (`[x]`) stays an array.
protocol Maker {}
extension Maker { static func make() -> String { "made \(Self.self)" } }
extension Array: Maker {}
extension Dictionary: Maker {}
extension Array { static var none: [Element] { [] } }
let x = 3
print([Int].make(), [String].none.count, [String: Int].make(), [x].count, [[Int]].none)
print([Int].self, [Int](), [Int](repeating: 1, count: 2), [String: Int]().isEmpty)

// expect: made Array<Int> 0 made Dictionary<String, Int> 1 []
// expect: Array<Int> [] [1, 1] true
