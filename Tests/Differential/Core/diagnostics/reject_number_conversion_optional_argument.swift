// Number conversions of optionals: swiftc asks to unwrap each at its argument.
print("this program must not run")
let count: Int? = 3
let ratio: Double? = 2.5
print(Double(count))
print(Int(exactly: ratio))
print(Int(ratio.map { $0 * 2 }))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
