// Ranges, closed and half-open and one-sided, as patterns.
func bucket(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1..<10: return "small"
    case 10...99: return "medium"
    default: return "large"
    }
}
print([-5, 0, 7, 10, 99, 100].map(bucket))
let t = 0.75
switch t {
case 0..<0.5: print("first half")
case 0.5...1: print("second half")
default: print("outside")
}

// expect: ["negative", "zero", "small", "medium", "medium", "large"]
// expect: second half
