// An array literal passed as some Sequence<Int> is an [Int]: a String element is rejected.
print("this program must not run")
func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
print(total([1, 2]))
print(total(["a"]))

// expect error: cannot convert value of type 'String' to expected element type 'Int'
