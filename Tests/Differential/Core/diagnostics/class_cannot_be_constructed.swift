// A class with a property that has no value and no initialiser cannot be constructed, nor can
// its subclass.
print("this program must not run")
class Base { var x: Int }
let b = Base(x: 1)
class Derived: Base {}
let d = Derived()
print(b, d)

// expect error: class 'Base' has no initializers
