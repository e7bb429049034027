// An array whose elements are not P is not a P under `extension Array: P where Element: P`.
print("this program must not run")
protocol Describer { func describe() -> String }
extension Int: Describer { func describe() -> String { "int \(self)" } }
extension Array: Describer where Element: Describer {
    func describe() -> String { "array" }
}
func show<T: Describer>(_ t: T) -> String { t.describe() }
print(show(["a"]))

// expect error: global function 'show' requires that 'String' conform to 'Describer'
