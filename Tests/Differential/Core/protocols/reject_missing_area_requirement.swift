// A struct that does not implement its protocol's method.
print("this program must not run")
protocol Drawable { func area() -> Double }
struct Square: Drawable { var side: Double }
print(Square(side: 2))

// expect error: type 'Square' does not conform to protocol 'Drawable'
