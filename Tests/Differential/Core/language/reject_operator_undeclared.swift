// An operator must be declared before use.
print("this program must not run")
func <> (a: Int, b: Int) -> Int { a + b }
print(1 <> 2)

// expect error: operator implementation without matching operator declaration
