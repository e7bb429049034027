// `extension BinaryInteger`: `isEven` and a static `ten` on Int, UInt8, UInt16 and Int64.
extension BinaryInteger {
    var isEven: Bool { self % 2 == 0 }
    static var ten: Self { 10 }
}
print(4.isEven, 7.isEven, UInt8(6).isEven)
print(Int.ten, UInt16.ten)
let n: Int64 = 9
print(n.isEven)

// expect: true false true
// expect: 10 10
// expect: false
