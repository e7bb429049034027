// `ObjectIdentifier` takes a class instance or a type: a struct's value is neither.
print("this program must not run")
struct Point {
    var x = 0
}
let p = Point()
print(ObjectIdentifier(p))

// expect error: argument type 'Point' expected to be an instance of a class or class-constrained type
