// Inside a type's members, its own property or method comes before a global of the same name.
let points = [1, 2]
func scale() -> Int { 100 }
struct Polygon {
    var points: [Int]
    func scale() -> Int { 3 }
    func summary() -> String { "\(points.count) points, scale \(scale())" }
    static var sides = 5
    static func describe() -> Int { sides * 2 }
}
let sides = 0
print(Polygon(points: [1, 2, 3, 4]).summary(), Polygon.describe())
print(points.count, scale(), sides)

// expect: 4 points, scale 3 10
// expect: 2 100 0
