// Unicode.Scalar mistakes: the Int initialiser's optional where a scalar is wanted, two scalars
// in one literal, its value (a UInt32) as an Int.
print("this program must not run")
let code = 66
print(Character(UnicodeScalar(code)))
let pair: Unicode.Scalar = "ab"
let s: Unicode.Scalar = "A"
let n: Int = s.value
print(String(UnicodeScalar(code)))

// expect error: value of optional type 'Unicode.Scalar?' must be unwrapped to a value of type 'Unicode.Scalar'
