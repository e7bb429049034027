// An instance method called on the type itself.
print("this program must not run")
struct Circle {
    var radius: Double
    func area() -> Double { Double.pi * radius * radius }
}
print(Circle.area())

// expect error: instance member 'area' cannot be used on type 'Circle'; did you mean to use a value of this type instead?
