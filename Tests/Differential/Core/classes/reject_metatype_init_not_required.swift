// Constructing through a metatype value of a non-final class needs a required initializer.
print("this program must not run")
class A { var n = 1; init() {} }
let t: A.Type = A.self
print(t.init().n)

// expect error: constructing an object of class type 'A' with a metatype value must use a 'required' initializer
