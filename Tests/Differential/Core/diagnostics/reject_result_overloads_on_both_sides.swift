// Both operands call overloads that differ only in their results and no type is wanted: each
// pairing of results ranks the same, so swiftc will not choose.
print("this program must not run")
func f(_ x: Int) -> Int { x }
func f(_ x: Int) -> Double { Double(x) }
print(f(1) + f(2))

// expect error: ambiguous use of 'f'
