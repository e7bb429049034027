// Slicing with ranges gives ArraySlices that keep the original indices.
let xs = [10, 20, 30, 40, 50]
let middle = xs[1..<4]
print(middle, middle.startIndex, middle.first!)
print(xs[2...], xs[..<2], Array(middle))
print(xs.prefix(2), xs.suffix(2), xs.dropFirst(3), xs.dropLast(4))

// expect: [20, 30, 40] 1 20
// expect: [30, 40, 50] [10, 20] [20, 30, 40]
// expect: [10, 20] [40, 50] [40, 50] [10]
