// Overriding a computed property.
class Vehicle {
    var wheels: Int { 4 }
    var summary: String { "\(wheels) wheels" }
}
class Bike: Vehicle {
    override var wheels: Int { 2 }
}
print(Vehicle().summary, Bike().summary)

// expect: 4 wheels 2 wheels
