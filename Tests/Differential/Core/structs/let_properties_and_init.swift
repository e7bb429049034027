// A custom init replaces the memberwise one and must set every let.
struct Circle {
    let radius: Double
    let area: Double
    init(radius: Double) {
        self.radius = radius
        self.area = 3.0 * radius * radius
    }
}
let c = Circle(radius: 2)
print(c.radius, c.area, c)

// expect: 2.0 12.0 Circle(radius: 2.0, area: 12.0)
