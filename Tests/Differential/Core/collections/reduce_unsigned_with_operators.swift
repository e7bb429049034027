// reduce(0, +) on unsigned or fixed-width elements types the 0 as the elements' type, as the
// operator's (and min's, max's) overloads take it.
let xs: [UInt] = [1, 2, 18446744073709551610]
print(xs.reduce(0, +), xs.reduce(0, max), xs.reduce(UInt.max, min))
print([UInt8(250), 5].reduce(0, &+), [Int16(-3), 7].reduce(1, *), [UInt32(7), 9].reduce(0, Swift.max))
let bytes: [UInt8] = [1, 2, 3]
print(bytes.reduce(0) { $0 + Int($1) })

// expect: 18446744073709551613 18446744073709551610 1
// expect: 255 -21 9
// expect: 6
