// An @autoclosure function type takes no parameters.
print("this program must not run")
func f(_ x: @autoclosure (Int) -> Int) {}

// expect error: argument type of '@autoclosure' parameter must be '()'
