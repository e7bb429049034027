// Only Error values can be thrown.
print("this program must not run")
struct NotAnError {}
func f() throws { throw NotAnError() }
try? f()

// expect error: thrown expression type 'NotAnError' does not conform to 'Error'
