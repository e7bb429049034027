// @autoclosure only applies to function types.
print("this program must not run")
func f(_ x: @autoclosure Int) {}

// expect error: '@autoclosure' only applies to function types
