// squareRoot() on Double and Float, including a negative argument.
print(16.0.squareRoot(), 2.0.squareRoot())
print(Float(2).squareRoot())
print((-1.0).squareRoot())
let side = 9.0
print(side.squareRoot() * 2)

// expect: 4.0 1.4142135623730951
// expect: 1.4142135
// expect: -nan
// expect: 6.0
