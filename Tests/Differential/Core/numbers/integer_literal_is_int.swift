// An integer literal without context is an Int, and Int arithmetic stays Int.
let a = 10
let b = 4
let q = a / b
print(q, type(of: q))
print(a * b - 3, (a + b) * 2)

// expect: 2 Int
// expect: 37 28
