// A protocol extension method built from the requirements.
protocol Polygon {
    var sides: Int { get }
    var sideLength: Double { get }
}
extension Polygon {
    var perimeter: Double { Double(sides) * sideLength }
    func summary() -> String { "\(sides) sides, perimeter \(perimeter)" }
}
struct Triangle: Polygon { var sides: Int { 3 }; var sideLength: Double }
struct Hexagon: Polygon { let sides = 6; var sideLength: Double }
print(Triangle(sideLength: 2).summary())
print(Hexagon(sideLength: 1.5).summary())

// expect: 3 sides, perimeter 6.0
// expect: 6 sides, perimeter 9.0
