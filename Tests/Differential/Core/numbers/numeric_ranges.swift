// Ranges of numbers: contains, pattern match, counts.
let r = 1..<5
let c = 1...5
print(r.contains(5), c.contains(5), r.count, c.count)
print((0.0...1.0).contains(0.5))
print(r ~= 3, c.lowerBound, c.upperBound)
print((1...5).reversed().map { $0 * 2 })

// expect: false true 4 5
// expect: true
// expect: true 1 5
// expect: [10, 8, 6, 4, 2]
