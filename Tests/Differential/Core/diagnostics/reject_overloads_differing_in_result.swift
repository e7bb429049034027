// Two functions of one name that take the same arguments and differ only in their results:
// with no type wanted, swiftc ranks them equal and will not choose.
print("this program must not run")
func scale(_ x: Int) -> Int { x * 2 }
func scale(_ x: Int) -> Double { Double(x) * 2.5 }
let wanted: Double = scale(2)
let either = scale(1)
print(wanted, either)

// expect error: ambiguous use of 'scale'
