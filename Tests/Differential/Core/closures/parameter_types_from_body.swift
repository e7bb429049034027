// A closure without a context types an untyped parameter by its use in the body: beside an
// arithmetic operand of a known type (`$0 * Double(m)`), or as a subscript argument of a
// program's type (`a[row, i]` with `subscript(row: Int, col: Int)`), as swiftc infers them.
import Foundation
struct Matrix {
    var values: [Double]
    let size: Int
    subscript(row: Int, col: Int) -> Double { values[row * size + col] }
}
let m = 255
let scale = { max(min(Int(($0 * Double(m)).rounded()), m), 0) }
print(scale(0.5), scale(2.0), scale(-1.0))
let a = Matrix(values: [1, 2, 3, 4], size: 2)
let cell = { (row, col) in (0..<a.size).map { i in a[row, i] * a[i, col] }.reduce(0, +) }
print(cell(0, 0), cell(1, 1))
let half = { $0 / 2.0 }
let greet = { "hi " + $0 }
print(half(3), greet("you"))

// expect: 128 255 0
// expect: 7.0 22.0
// expect: 1.5 hi you
