// `prefix operator !` may be redeclared and `prefix func !` overloaded for other types: Bool's
// `!` stays as it was.
prefix operator !
struct Flags { var bits: Int }
prefix func ! (f: Flags) -> Flags { Flags(bits: ~f.bits & 7) }
prefix func ! (s: String) -> String { String(s.reversed()) }
let f = !Flags(bits: 5)
print(f.bits, !"abc", !true, !(!false))

// expect: 2 cba false false
