// Computed properties of `Collection` extensions with different `where` clauses: each read
// takes the one its element meets, and a property of another `Sequence` extension read inside
// one (`sum`) is of the reader's element, even where the reader's own type does not name it.
extension Sequence where Element: AdditiveArithmetic {
    var sum: Element { reduce(.zero, +) }
}
extension Collection where Element: BinaryFloatingPoint {
    var average: Element { isEmpty ? 0 : sum / Element(count) }
}
extension Collection where Element: BinaryInteger {
    var average: Double { isEmpty ? 0 : Double(sum) / Double(count) }
    var halfSum: Element { sum / 2 }
}

print([1.0, 2.0, 4.5].average, [1, 2, 4].average, [3, 4].sum, [3, 4].halfSum)
let floats: [Float] = [1, 2]
print(floats.average, [Int]().average, [UInt8(7), 9].halfSum)

// expect: 2.5 2.3333333333333335 7 3
// expect: 1.5 0.0 8
