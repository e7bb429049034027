// Overloads chosen by argument label and by type.
func describe(_ x: Int) -> String { "int \(x)" }
func describe(_ x: Double) -> String { "double \(x)" }
func describe(_ x: String) -> String { "string \(x)" }
func describe(count x: Int) -> String { "count \(x)" }
print(describe(3), describe(3.0), describe("3"), describe(count: 3))
let n: Double = 2
print(describe(n), describe(Int(n)))

// expect: int 3 double 3.0 string 3 count 3
// expect: double 2.0 int 2
