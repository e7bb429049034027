// A type's bare name is no value where a function's, a closure's or a statement's value is one:
// swiftc asks for `.self` or an initialiser call, here as in an argument.
print("this program must not run")
struct S {}
func f() -> Any { Int }
let g: () -> Any = { S }
var h: Any { S }
Int
print(Array<Int>)
print(Dictionary<String, Int>)
print(Int.self, Array<Int>.self)

// expect error: expected member name or initializer call after type name
