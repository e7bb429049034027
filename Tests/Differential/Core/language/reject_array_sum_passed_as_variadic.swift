// Two arrays joined by `+` and passed for a variadic parameter: swiftc spells the sum as Array's own
// `+` declares its result, `Array<String>`, and an array that is not a sum with the sugar.
print("this program must not run")
func show(_ names: String...) { print(names) }
let first = ["a"], second = ["b"]
show(first + second)
show(first + ["c"] + second)
show(first.sorted())
show(first)

// expect error: cannot pass array of type 'Array<String>' as variadic arguments of type 'String'
