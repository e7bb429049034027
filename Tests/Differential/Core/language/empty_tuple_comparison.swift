// The empty tuple has ==, != and the order operators, as tuples up to six elements do.
print(() == ())
print(() != ())
print(() < (), () <= (), () > (), () >= ())
let unit: Void = ()
print(unit == ())
func nothing() {}
print(nothing() == ())
print((1, "a") == (1, "a"), (1, "a") < (1, "b"))
print((1, 2, 3, 4, 5, 6) == (1, 2, 3, 4, 5, 6))
print((1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))
print((1.5, true) != (1.5, false))

// expect: true
// expect: false
// expect: false true false true
// expect: true
// expect: true
// expect: true true
// expect: true
// expect: true
// expect: true
