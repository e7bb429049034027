// A chain of calls on a literal array takes the number type the operator's other operand fixes.
let x: Double = 2
print([1, 2].max()! + 0.5)
print([1, 2, 3].reduce(0, +) / x)
print(x * [4, 5].min()!)
print(0.5 + [1, 2].max()!)
print([1, 2, 3].reduce(0, +) * 1.5)
print(2 * [3, 4].max()! - 0.5)
let y: Float = 3
print([1, 2].max()! + y)
print([1, 2].count + 1)
print([1, 2].max()! + 1)
let half = [1, 2].map { $0 * 2 }.reduce(0, +) / 2
print(half)

// expect: 2.5
// expect: 3.0
// expect: 8.0
// expect: 2.5
// expect: 9.0
// expect: 7.5
// expect: 5.0
// expect: 3
// expect: 3
// expect: 3
