// A struct passed for an `AnyObject` parameter: only class instances are.
print("this program must not run")
struct S {}
func keep(_ x: AnyObject) {}
keep(S())

// expect error: argument type 'S' expected to be an instance of a class or class-constrained type
