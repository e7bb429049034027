// A Float's constants are its own, not Double's narrowed: `ulpOfOne` is 2^-23, the greatest
// finite magnitude 3.4e38 (not infinity), the least nonzero 1e-45 (not 0).
print(Float.ulpOfOne, Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, Float.leastNormalMagnitude, Float.pi, Float.infinity)
let f: Float = .ulpOfOne
print(f, f / 2, Double.ulpOfOne, Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude.isFinite, Float.leastNonzeroMagnitude > 0)

// expect: 1.1920929e-07 3.4028235e+38 1e-45 1.1754944e-38 3.1415925 inf
// expect: 1.1920929e-07 5.9604645e-08 2.220446049250313e-16 5e-324
// expect: true true
