// `extension Array: P where Element: P` (and `Set`): an array of conformers is a P, passed to
// a generic function over P, nested arrays too; its members see the elements as P.
protocol Describer { func describe() -> String }
extension Int: Describer { func describe() -> String { "int \(self)" } }
extension Array: Describer where Element: Describer {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
func show<T: Describer>(_ t: T) -> String { t.describe() }
func showAll<T: Describer>(_ items: [T]) -> [String] { items.map { $0.describe() } }
print(show([1, 2]))
print(show([[3], [4, 5]]))
print(showAll([[6], []]))

// expect: [int 1, int 2]
// expect: [[int 3], [int 4, int 5]]
// expect: ["[int 6]", "[]"]
