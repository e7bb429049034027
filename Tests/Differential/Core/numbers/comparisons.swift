// Comparison operators and Bool results on numbers.
let a = 3
let b = 5
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(2.5 < 3.0, 1.0 == 1.0)
print(a < b && b < 10, !(a < b) || false)
print(a < b ? "less" : "not less")

// expect: true true false false false true
// expect: true true
// expect: true false
// expect: less
