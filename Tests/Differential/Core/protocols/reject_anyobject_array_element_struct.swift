// A struct among the elements of an `[AnyObject]` array literal.
print("this program must not run")
struct S {}
final class A {}
let xs: [AnyObject] = [A(), S()]
print(xs.count)

// expect error: cannot convert value of type 'S' to expected element type 'AnyObject'
