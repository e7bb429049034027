// A generic inout swap, and inout arrays mutated by a function.
func exchange<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var s1 = "left", s2 = "right"
exchange(&s1, &s2)
print(s1, s2)
func appendSquares(to xs: inout [Int], upTo n: Int) {
    for i in 1...n { xs.append(i * i) }
}
var squares: [Int] = []
appendSquares(to: &squares, upTo: 4)
print(squares)

// expect: right left
// expect: [1, 4, 9, 16]
