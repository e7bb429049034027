// An initialiser that delegates with `self.init` may not use `self` before that call.
print("this program must not run")
struct Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) {
        print(celsius)
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
    }
}
print(Temperature(fahrenheit: 212).celsius)

// expect error: 'self' used before 'self.init' call or assignment to 'self'
