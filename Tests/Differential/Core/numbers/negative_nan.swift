// A NaN with its sign bit set prints as -nan, in print and in interpolation.
let x = (-4.0).squareRoot()
let y = -Double.nan
print(x, y, Double.nan, x.isNaN)
print("\(y) \(Double.nan)")
print([y, 1.5])

// expect: -nan -nan nan true
// expect: -nan nan
// expect: [-nan, 1.5]
