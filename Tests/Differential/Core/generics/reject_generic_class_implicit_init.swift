// A class's implicit init() is not required, so T() cannot use it for a class-constrained T.
print("this program must not run")
class A { var n = 1 }
func make<T: A>(_ t: T.Type) -> T { T() }
print(make(A.self).n)

// expect error: constructing an object of class type 'T' with a metatype value must use a 'required' initializer
