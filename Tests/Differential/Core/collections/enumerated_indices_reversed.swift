// enumerated(), indices and reversed().
let letters = ["a", "b", "c"]
for (i, letter) in letters.enumerated() { print(i, letter) }
for i in letters.indices.reversed() { print(i, terminator: "") }
print()
print(Array(letters.reversed()), letters.reversed().joined())
print(Array(letters.enumerated().map { "\($0.offset):\($0.element)" }))

// expect: 0 a
// expect: 1 b
// expect: 2 c
// expect: 210
// expect: ["c", "b", "a"] cba
// expect: ["0:a", "1:b", "2:c"]
