// A static optional `var` needs no initial value: it starts as nil (`static var modulus: UInt!`).
struct ModInt {
    static var modulus: UInt!
    static var label: String?
    let value: UInt
    init(_ value: UInt) { self.value = value % Self.modulus }
}
print(ModInt.label as Any, ModInt.modulus == nil)
ModInt.modulus = 7
ModInt.label = "mod"
print(ModInt(12).value, ModInt.modulus + 1, ModInt.label ?? "-")

// expect: nil true
// expect: 5 8 mod
