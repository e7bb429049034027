// ?? in an interpolation whose right side is not the left side's type: swiftc blames the left
// side beside text, the right side beside a non-optional left side or an Int right side.
print("this program must not run")
let w: Int? = 3
let n = 4
let name: String? = nil
let flag: Bool? = nil
print("count: \(w ?? "none")")
print("n = \(n ?? "none")")
print("name: \(name ?? 0)")
print("flag: \(flag ?? "unset")")
print("w: \(w ?? 2.5)")
print("count: \((w ?? "none"))")

// expect error: cannot convert value of type 'Int?' to expected argument type 'String?'
