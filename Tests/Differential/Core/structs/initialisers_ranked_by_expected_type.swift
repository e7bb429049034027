// A type's initialisers ranked against the type wanted: where a non-optional value is wanted,
// the failable initialiser is no solution, so the other one takes the literal.
struct Code: CustomStringConvertible {
    var value: Int
    init?(_ v: Int) { if v < 0 { return nil }; value = v }
    init(_ v: UInt8) { value = Int(v) * 10 }
    var description: String { "Code(\(value))" }
}
let loose = Code(5)
let firm: Code = Code(5)
func show(_ c: Code) { print("show", c) }
show(Code(7))
print(loose as Any, firm)
let n = 3
print(Code(n) as Any)
print(Character(Unicode.Scalar(66)), String(UnicodeScalar(67)))
typealias Scalar = Unicode.Scalar
print(Character(Scalar(68)))

// expect: show Code(70)
// expect: Optional(Code(5)) Code(50)
// expect: Optional(Code(3))
// expect: B C
// expect: D
