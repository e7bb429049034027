// stride over Doubles, to and through.
for x in stride(from: 0.0, to: 1.0, by: 0.25) { print(x) }
for x in stride(from: 1.0, through: 0.0, by: -0.5) { print(x) }
print(Array(stride(from: 0, to: 10, by: 3)))

// expect: 0.0
// expect: 0.25
// expect: 0.5
// expect: 0.75
// expect: 1.0
// expect: 0.5
// expect: 0.0
// expect: [0, 3, 6, 9]
