// An array is not a variadic parameter's elements: Swift has no splat, so `total(values)` is an error.
print("this program must not run")
func total(_ values: Int...) -> Int { values.reduce(0, +) }
func describe(_ items: Any...) -> Int { items.count }
let values = [1, 2, 3]
print(describe(values))
print(total(values))

// expect error: cannot pass array of type '[Int]' as variadic arguments of type 'Int'
