// Where a Unicode.Scalar is wanted, UnicodeScalar(300) is the non-failable UInt8 initialiser's,
// whose literal overflows.
print("this program must not run")
print(Character(UnicodeScalar(300)))

// expect error: integer literal '300' overflows when stored into 'UInt8'
