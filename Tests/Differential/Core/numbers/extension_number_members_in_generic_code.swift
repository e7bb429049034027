// Number-protocol extension members used from generic functions and a key path; a bare `isMultiple(of:)` in one.
extension BinaryFloatingPoint { var half: Self { self / 2 } }
func quarter<T: BinaryFloatingPoint>(_ x: T) -> T { x.half.half }
print(quarter(10.0), quarter(Float(2)))
extension BinaryInteger { var isOdd: Bool { !isMultiple(of: 2) } }
func odds<T: BinaryInteger>(_ xs: [T]) -> [T] { xs.filter { $0.isOdd } }
print(odds([1, 2, 3, 4, 5]))
print((1...10).filter(\.isOdd))

// expect: 2.5 0.5
// expect: [1, 3, 5]
// expect: [1, 3, 5, 7, 9]
