// `take(_:_:)` with its second parameter defaulted beside a variadic `take(_:)`: for one
// argument the first needs a default and the second a variadic list, neither ranks above the
// other, and swiftc will not choose.
print("this program must not run")
func take(_ x: Int, _ y: Int = 0) -> String { "two" }
func take(_ xs: Int...) -> String { "variadic" }
print(take(1, 2), take(1, 2, 3))
print(take(1))

// expect error: ambiguous use of 'take'
