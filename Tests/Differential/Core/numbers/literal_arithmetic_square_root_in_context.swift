// Integer literals' arithmetic before a floating-point method: the context's Double or a
// floating literal among them types the whole as a Double.
let side: Double = (8 + 8).squareRoot()
let half: Double = (9 - 1).squareRoot() / 2
print(side, half, (2.0 * 8).squareRoot(), (-(8 + 8.0)).magnitude)
print((-8).magnitude, (6 / 4).magnitude)

// expect: 4.0 1.4142135623730951 4.0 16.0
// expect: 8 1
