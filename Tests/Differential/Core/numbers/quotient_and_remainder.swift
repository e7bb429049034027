// quotientAndRemainder(dividingBy:) returns a labelled tuple.
let qr = 17.quotientAndRemainder(dividingBy: 5)
print(qr.quotient, qr.remainder)
print(qr)
print((-17).quotientAndRemainder(dividingBy: 5))

// expect: 3 2
// expect: (quotient: 3, remainder: 2)
// expect: (quotient: -3, remainder: -2)
