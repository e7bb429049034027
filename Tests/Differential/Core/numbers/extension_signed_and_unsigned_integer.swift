// `extension UnsignedInteger` (`String(self, radix: 2)`) and `extension SignedInteger` on the types of each kind.
extension UnsignedInteger {
    var bitString: String { String(self, radix: 2) }
}
extension SignedInteger {
    var flipped: Self { -self }
}
print(UInt8(5).bitString, UInt(10).bitString, 7.flipped, Int8(-3).flipped)

// expect: 101 1010 -7 3
