// How Double prints: always a fractional part, shortest round-trip digits, exponents past 2^53.
print(4.0, 2.5, -0.5, 100.0)
print(0.1 + 0.2, 1.0 / 3.0)
print(1e15, 1e16, 1.5e17)
print(0.001, 0.0001, 0.00001)
print(-0.0, 123456.789)
let d = 7.0
print(d / 2)

// expect: 4.0 2.5 -0.5 100.0
// expect: 0.30000000000000004 0.3333333333333333
// expect: 1000000000000000.0 1e+16 1.5e+17
// expect: 0.001 0.0001 1e-05
// expect: -0.0 123456.789
// expect: 3.5
