// The special Double values and how they compare and print.
print(Double.ulpOfOne)
print(Double.infinity, -Double.infinity)
let nan = Double.nan
print(nan, nan == nan, nan.isNaN)
print(Double.infinity > 1e308, Double.infinity.isInfinite)
print(1.0 / 0.0, -1.0 / 0.0)
print((0.0 / 0.0).isNaN)

// expect: 2.220446049250313e-16
// expect: inf -inf
// expect: nan false true
// expect: true true
// expect: inf -inf
// expect: true
