// count and isEmpty of enumerated() of a lazy map or filter are its base's: a map calls nothing,
// a filter tests its elements as its own count and isEmpty do.
let xs = [1, 2, 3, 4]
let m = xs.lazy.map { x -> Int in print("m", x); return x }
let f = xs.lazy.filter { x -> Bool in print("f", x); return x > 2 }
print(m.enumerated().count, m.enumerated().isEmpty)
print(f.enumerated().count, f.enumerated().isEmpty)

// expect: 4 false
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 3
// expect: 2 false
