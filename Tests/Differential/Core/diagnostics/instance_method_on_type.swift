// An instance method called on the type instead of a value.
print("this program must not run")
struct Circle {
    var radius = 1.0
    func area() -> Double { 3.14159 * radius * radius }
}
print(Circle.area())

// expect error: instance member 'area' cannot be used on type 'Circle'; did you mean to use a value of this type instead?
