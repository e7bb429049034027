// Mean and deviation over `T: BinaryFloatingPoint`, a generic lerp and a division guarded by `.zero`.
func stats<T: BinaryFloatingPoint>(_ xs: [T]) -> (mean: T, sd: T) {
    let mean = xs.reduce(0, +) / T(xs.count)
    let v = xs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / T(xs.count)
    return (mean, v.squareRoot())
}
let s = stats([2.0, 4, 4, 4, 5, 5, 7, 9])
print(s.mean, s.sd)
func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T { a + (b - a) * t }
print(lerp(0.0, 10, 0.5), lerp(Float(1), 2, 0.5))
func safeDiv<T: FloatingPoint>(_ a: T, _ b: T) -> T { b == 0 ? .zero : a / b }
print(safeDiv(1.0, 0), safeDiv(1.0, 4))

// expect: 5.0 2.0
// expect: 5.0 1.5
// expect: 0.0 0.25
