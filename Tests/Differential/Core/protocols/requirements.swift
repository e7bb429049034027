// A protocol with property and method requirements, adopted by a struct.
protocol Figure {
    var name: String { get }
    var sides: Int { get }
    func perimeter(side: Double) -> Double
}
struct Square: Figure {
    let name = "square"
    var sides: Int { 4 }
    func perimeter(side: Double) -> Double { Double(sides) * side }
}
let s = Square()
print(s.name, s.sides, s.perimeter(side: 2.5))

// expect: square 4 10.0
