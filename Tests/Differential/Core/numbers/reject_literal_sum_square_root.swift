// `(8 + 8).squareRoot()` with no type from the context: Int has no squareRoot, and every
// floating-point type's `+` fits the literals, so swiftc calls the operator ambiguous.
print("this program must not run")
let side: Double = (8 + 8).squareRoot()
print(side, (2.0 * 8).squareRoot())
print((1 + 2 * 3).squareRoot())

// expect error: ambiguous use of operator '*'
