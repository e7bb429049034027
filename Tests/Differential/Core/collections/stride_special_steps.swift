// A floating stride begins at its start exactly, so an infinite or NaN step still meets its end
// test (a fuzzed cell's `stride(from: 0, to: 0, by: Double.nan)` ran to the length limit).
print(Array(stride(from: 0.0, to: 0.0, by: Double.nan)))
print(Array(stride(from: 0.0, to: 10.0, by: Double.nan)))
print(Array(stride(from: 0.0, to: 10.0, by: Double.infinity)))
print(Array(stride(from: 0.0, through: 10.0, by: Double.infinity)))
print(Array(stride(from: 10.0, to: 0.0, by: -Double.infinity)))
print(stride(from: 0.0, to: 0.0, by: Double.nan).map { $0 }.reduce(0, +))
print(Array(stride(from: 0.5, to: 2.0, by: 0.5)))

// expect: []
// expect: []
// expect: [0.0]
// expect: [0.0]
// expect: [10.0]
// expect: 0.0
// expect: [0.5, 1.0, 1.5]
