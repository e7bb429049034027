// A method called in an initializer before every stored property has a value.
print("this program must not run")
struct Ring {
    var radius: Double
    var area: Double
    init(radius: Double) {
        area = computeArea()
        self.radius = radius
    }
    func computeArea() -> Double { 3.14 }
}
print(Ring(radius: 1).area)

// expect error: 'self' used before all stored properties are initialized
