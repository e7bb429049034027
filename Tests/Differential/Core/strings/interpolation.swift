// String interpolation of numbers, expressions, and nested string literals.
let name = "Ada"
let age = 36
let height = 1.65
print("\(name) is \(age) years old and \(height) m tall")
print("next year: \(age + 1), doubled: \(Double(age) * 2)")
print("quoted: \("inner")", "sum: \([1, 2, 3].reduce(0, +))")
print("\(true) \(3 / 2) \(3.0 / 2)")

// expect: Ada is 36 years old and 1.65 m tall
// expect: next year: 37, doubled: 72.0
// expect: quoted: inner sum: 6
// expect: true 1 1.5
