// `String(self)` in `extension BinaryInteger`, beside an `extension Int` method.
extension Int {
    func power(_ e: Int) -> Int { (0..<e).reduce(1) { acc, _ in acc * self } }
}
print(2.power(10))
extension BinaryInteger {
    func digits() -> [Int] { String(self).compactMap { $0.wholeNumberValue } }
}
print(1234.digits(), UInt8(77).digits())

// expect: 1024
// expect: [1, 2, 3, 4] [7, 7]
