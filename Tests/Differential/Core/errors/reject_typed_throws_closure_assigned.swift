// A closure that throws `any Error` assigned to a `() throws(E) -> Void` variable is blamed at
// the `=`; under an optional annotation swiftc converts the whole closure and names its type.
print("this program must not run")
enum E: Error { case x }
func untyped() throws {}
var run: () throws(E) -> Void = { }
run = { throw E.x }
run = { try untyped() }
let maybe: (() throws(E) -> Void)? = { try untyped() }
let fine: (() throws(E) -> Void)? = { print(1) }

// expect error: invalid conversion of thrown error type 'any Error' to 'E'
