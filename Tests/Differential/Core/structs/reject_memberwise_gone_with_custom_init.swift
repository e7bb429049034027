// A custom init in the struct body removes the memberwise initialiser.
print("this program must not run")
struct P {
    var x: Double
    init() { x = 0 }
}
print(P(x: 3))

// expect error: argument passed to call that takes no arguments
