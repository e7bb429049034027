// A method that can fall off its end without returning its value.
print("this program must not run")
struct Square {
    var side: Double
    func area() -> Double {
        if side > 0 { return side * side }
    }
}
print(Square(side: 2).area())

// expect error: missing return in instance method expected to return 'Double'
