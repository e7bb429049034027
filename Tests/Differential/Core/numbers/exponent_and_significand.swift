// The binary parts of a floating-point value: exponent and significand, for ticks on a log axis.
let values: [Double] = [100, 0.75, 1, 8, 3.5e10, -6]
for v in values {
    print(v, v.exponent, v.significand, v.significand * Double(1 << v.exponent.magnitude))
}
print(Double.infinity.exponent == Int.max, (0.0).exponent == Int.min, Double.nan.significand.isNaN)
let f: Float = 0.1
print(f.exponent, f.significand)
let tick = 250.0
let decade = 1 << tick.exponent
print("tick \(tick) lies in [\(decade), \(2 * decade))")

// expect: 100.0 6 1.5625 100.0
// expect: 0.75 -1 1.5 3.0
// expect: 1.0 0 1.0 1.0
// expect: 8.0 3 1.0 8.0
// expect: 35000000000.0 35 1.0186340659856796 35000000000.0
// expect: -6.0 2 1.5 6.0
// expect: true true true
// expect: -4 1.6
// expect: tick 250.0 lies in [128, 256)
