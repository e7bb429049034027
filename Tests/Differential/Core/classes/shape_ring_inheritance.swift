// A class and a subclass: convenience init, override with super, identity and shared mutation.
import Foundation
class Shape {
    var name: String
    var lineWidth: Double
    init(name: String, lineWidth: Double = 1) { self.name = name; self.lineWidth = lineWidth }
    convenience init() { self.init(name: "shape") }
    func draw() -> String { "\(name) w\(lineWidth)" }
    var area: Double { 0 }
}
class Ring: Shape {
    var radius: Double
    init(radius: Double) { self.radius = radius; super.init(name: "ring", lineWidth: 2) }
    override func draw() -> String { super.draw() + " r\(radius)" }
    override var area: Double { .pi * radius * radius }
}
let a = Shape(), r = Ring(radius: 2)
let list: [Shape] = [a, r]
for s in list { print(s.draw(), String(format: "%.2f", s.area)) }
let alias = r
alias.radius = 5
print(r.radius, alias === r, a === r, (list[1] as? Ring)?.radius as Any, list[0] is Ring)
func thicken(_ s: Shape) { s.lineWidth *= 3 }
thicken(r); print(r.lineWidth)

// expect: shape w1.0 0.00
// expect: ring w2.0 r2.0 12.57
// expect: 5.0 true false Optional(5.0) false
// expect: 6.0
