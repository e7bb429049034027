// A protocol with a { get set } property and a mutating requirement, a default mutating method, and
// conformances by a struct and a class.
import Foundation
protocol Scalable {
    var scale: Double { get set }
    mutating func grow(by f: Double)
}
struct Dot: Scalable {
    var scale = 1.0
    mutating func grow(by f: Double) { scale *= f }
}
class Layer: Scalable {
    var scale = 2.0
    func grow(by f: Double) { scale += f }
}
var d = Dot()
d.grow(by: 3); print(d.scale)
d.scale = 1; print(d.scale)
let l = Layer()
l.grow(by: 1); print(l.scale)
var items: [any Scalable] = [Dot(scale: 2), Layer()]
for i in items.indices { items[i].grow(by: 2) }
print(items.map(\.scale))

// expect: 3.0
// expect: 1.0
// expect: 3.0
// expect: [4.0, 4.0]
