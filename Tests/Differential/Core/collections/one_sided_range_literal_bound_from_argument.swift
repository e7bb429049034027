// A one-sided range of integer literals takes its bound's type from what is asked of it: (1...).contains(3.5) makes a PartialRangeFrom<Double>.
print((1...).contains(3.5), (1...).contains(0.5))
print((..<10).contains(9.5), (...10).contains(10.25))
print((1..<4).contains(2.5), (0...1).contains(0.75))
let from = 2...
print(from.contains(5))

// expect: true false
// expect: true false
// expect: true true
// expect: true
