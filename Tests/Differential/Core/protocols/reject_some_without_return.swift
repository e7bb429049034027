// A `some` result is inferred from the body's returns: a body with none has nothing to infer it from.
print("this program must not run")
protocol Shape { func area() -> Double }
struct Square: Shape { func area() -> Double { 1 } }
func shape(_ log: Bool) -> some Shape {
    if log { print("shape") }
}
func loop() -> some Shape {
    while true {}
}
print(shape(true).area())

// expect error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
