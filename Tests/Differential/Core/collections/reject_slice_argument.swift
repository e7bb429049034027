// A function's array parameter does not take an ArraySlice; Array(_:) makes one.
print("this program must not run")
func total(_ values: [Int]) -> Int { values.reduce(0, +) }
let xs = [1, 2, 3, 4]
print(total(Array(xs.dropFirst())))
print(total(xs.dropFirst()))

// expect error: cannot convert value of type 'ArraySlice<Int>' to expected argument type '[Int]'
