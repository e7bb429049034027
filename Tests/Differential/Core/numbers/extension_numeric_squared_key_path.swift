// `extension Numeric`'s property read through a key path and a closure; `extension BinaryInteger` on UInt.
extension Numeric {
    var squared: Self { self * self }
}
extension BinaryInteger {
    func isDivisible(by n: Self) -> Bool { self % n == 0 }
}
let sides = [3, 4]
print(sides.map(\.squared), sides.map { $0.squared }.reduce(0, +), 12.isDivisible(by: 4), UInt(7).isDivisible(by: 2))

// expect: [9, 16] 25 true false
