// signum, negation and unary minus on Int and Double.
print((-5).signum(), 0.signum(), 9.signum())
var x = 4
x.negate()
print(x, -x)
var y = 2.5
y.negate()
print(y, -y)
print((-3.0).sign == .minus)

// expect: -1 0 1
// expect: -4 4
// expect: -2.5 2.5
// expect: true
