// An @autoclosure argument is checked as its result type: a function or another type is refused.
print("this program must not run")
func check(_ condition: @autoclosure () -> Bool) { _ = condition() }
func cond(_ b: Bool) -> Bool { b }
check(cond)
check(3)

// expect error: cannot convert value of type '(Bool) -> Bool' to expected argument type 'Bool'
