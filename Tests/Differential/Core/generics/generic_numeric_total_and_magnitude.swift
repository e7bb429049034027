// `reduce(0, +)` over `T: Numeric` and `abs` over `T: SignedNumeric & Comparable`.
func total<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
func largestMagnitude<T: SignedNumeric & Comparable>(_ xs: [T]) -> T { xs.map { abs($0) }.max() ?? 0 }
print(total([1, 2, 3]), total([0.5, 1.5]), largestMagnitude([-7, 3]), largestMagnitude([-1.5, 0.5]))

// expect: 6 2.0 7 1.5
