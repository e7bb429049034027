// An initializer that returns before every stored property has a value.
print("this program must not run")
struct Ring {
    var radius: Double
    var width: Double
    init(radius: Double) {
        self.radius = radius
    }
}
print(Ring(radius: 2).width)

// expect error: return from initializer without initializing all stored properties
