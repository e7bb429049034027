// isMultiple(of:) for positive, negative and zero values.
print(12.isMultiple(of: 3), 7.isMultiple(of: 2))
print((-6).isMultiple(of: 3), 0.isMultiple(of: 5))
print(0.isMultiple(of: 0), 5.isMultiple(of: 0))
var multiples: [Int] = []
for n in 1...10 where n.isMultiple(of: 3) {
    multiples.append(n)
}
print(multiples)

// expect: true false
// expect: true true
// expect: true false
// expect: [3, 6, 9]
