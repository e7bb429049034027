// `Int.init` taking an Int is ambiguous in swiftc: its `init(_: Int)` ties with the generic
// conversions from any integer.
print("this program must not run")
print([1, 2].map(Int.init))

// expect error: ambiguous use of 'init'
