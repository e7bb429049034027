// A fractional literal passed to an Int parameter.
print("this program must not run")
func repeatCount(_ n: Int) -> Int { n }
print(repeatCount(2.5))

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
