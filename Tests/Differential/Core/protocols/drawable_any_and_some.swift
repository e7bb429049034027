// A Drawable protocol with extension defaults, conformed to by a struct, a struct with its own
// method and a final class, in [any Drawable] and as some Drawable.
import Foundation
protocol Drawable {
    var name: String { get }
    func area() -> Double
}
extension Drawable {
    func describe() -> String { "\(name): " + String(format: "%.1f", area()) }
    var isLarge: Bool { area() > 50 }
}
struct Circle: Drawable {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { .pi * radius * radius }
}
struct Rect: Drawable {
    let name = "rect"
    var w, h: Double
    func area() -> Double { w * h }
    func describe() -> String { "rect \(w)x\(h)" }
}
final class Polygon: Drawable {
    let name: String
    let sides: Int
    init(sides: Int) { self.sides = sides; name = "\(sides)-gon" }
    func area() -> Double { Double(sides) * 3 }
}
let shapes: [any Drawable] = [Circle(radius: 5), Rect(w: 3, h: 4), Polygon(sides: 6)]
for s in shapes.sorted(by: { $0.area() < $1.area() }) { print(s.describe(), s.isLarge) }
func biggest() -> some Drawable { Rect(w: 10, h: 10) }
print(biggest().describe(), biggest().area())
let total = shapes.reduce(0.0) { $0 + $1.area() }
print(String(format: "%.2f", total))
print(shapes.compactMap { $0 as? Rect }.count, shapes.contains { $0 is Polygon })

// expect: rect: 12.0 false
// expect: 6-gon: 18.0 false
// expect: circle: 78.5 true
// expect: rect: 100.0 100.0
// expect: 108.54
// expect: 1 true
