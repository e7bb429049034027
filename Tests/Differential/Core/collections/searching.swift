// first(where:), firstIndex(of:), last(where:), contains(where:), allSatisfy.
let xs = [4, 8, 15, 16, 23, 42]
print(xs.first { $0 > 10 } ?? -1, xs.firstIndex(of: 16) ?? -1, xs.lastIndex { $0 < 20 } ?? -1)
print(xs.last { $0 % 2 == 1 } ?? -1, xs.contains { $0 > 40 }, xs.allSatisfy { $0 > 0 })
print(xs.firstIndex(of: 99) as Any)

// expect: 15 3 3
// expect: 23 true true
// expect: nil
