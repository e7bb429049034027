// A one-sided range (`0...`) is an endless sequence: zip takes as many of its values as the other side has.
let words = ["x", "y", "z"]
for (w, i) in zip(words, 0...) { print(w, i) }
for (i, w) in zip(1..., words) { print(i, w) }
print(Array(zip(words, 5...)).count, zip(words, 0...).map { "\($0)\($1)" })
let empty: [String] = []
print(Array(zip(empty, 0...)).isEmpty)

// expect: x 0
// expect: y 1
// expect: z 2
// expect: 1 x
// expect: 2 y
// expect: 3 z
// expect: 3 ["x0", "y1", "z2"]
// expect: true
