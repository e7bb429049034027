// `T: BinaryInteger`: `Int8(exactly:)`, `truncatingIfNeeded`, `isMultiple(of:)`, `clamping`, `T(exactly:)`.
func ex<T: BinaryInteger>(_ t: T) -> Int8? { Int8(exactly: t) }
func tr<T: BinaryInteger>(_ t: T) -> UInt8 { UInt8(truncatingIfNeeded: t) }
func mult<T: BinaryInteger>(_ t: T) -> Bool { t.isMultiple(of: 3) }
func cl<T: BinaryInteger>(_ t: T) -> Int8 { Int8(clamping: t) }
func back<T: BinaryInteger>(_ t: T) -> T? { T(exactly: 300) }
func tr2<T: FixedWidthInteger>(_ x: Int) -> T { T(truncatingIfNeeded: x) }
print(ex(100) as Any, ex(1000) as Any)
print(tr(258), tr(-1))
print(mult(9), mult(UInt8(10)))
print(cl(500), cl(-500), cl(UInt(3)))
let b: UInt8? = back(UInt8(1))
print(b as Any, back(1) as Any)
let t: UInt8 = tr2(513)
print(t)

// expect: Optional(100) nil
// expect: 2 255
// expect: true false
// expect: 127 -128 3
// expect: nil Optional(300)
// expect: 1
