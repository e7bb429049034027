// Standard-library methods called with labels none of their declarations has: swiftc blames
// the one declaration with as many parameters, or finds no exact match among same-shaped ones.
print("this program must not run")
let word = "abc"
var xs = [1, 2]
print(word.hasSuffix(suffix: "c"))
print(xs.map(transform: { $0 + 1 }))
print(xs.sorted(using: <))
print(xs.contains(element: 1))
xs.append(element: 3)
print(xs.firstIndex(value: 1))
print(xs.first(matching: { $0 > 1 }))
print(xs.reversed(1))
print(xs.dropFirst(count: 1))
print(xs.min(using: <))

// expect error: no exact matches in call to instance method 'hasSuffix'
