// `Self()` in a class method may make a subclass, so it needs a `required` initialiser.
print("this program must not run")
class Shape {
    var sides = 0
    init() {}
    class func make() -> Self { Self() }
}
print(Shape.make().sides)

// expect error: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer
