// Optionals compare with == to nil and to values.
let x: Int? = 5
let y: Int? = nil
print(x == nil, y == nil, x == 5, y == 5, x != y)
print([x, y].compactMap { $0 })

// expect: false true true false true
// expect: [5]
