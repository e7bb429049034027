// T() for a class-constrained T must use a required initializer: a subclass may lack init().
print("this program must not run")
class A { var n: Int; init() { n = 1 } }
func make<T: A>(_ t: T.Type) -> T { T() }
print(make(A.self).n)

// expect error: constructing an object of class type 'T' with a metatype value must use a 'required' initializer
