// `override` on a method the superclass does not have.
print("this program must not run")
class Shape { func area() -> Double { 0 } }
class Square: Shape {
    var side = 2.0
    override func perimeter() -> Double { side * 4 }
}
print(Square().perimeter())

// expect error: method does not override any method from its superclass
