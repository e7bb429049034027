// A class's lazy property without a written type, using self in its value.
final class Model {
    let radius: Double
    var log: [String] = []
    init(radius: Double) { self.radius = radius }
    lazy var area = Double.pi * radius * radius
    lazy var described = "r=\(radius), area=\(area)"
    lazy var points = (0..<3).map { Double($0) * self.radius }
    lazy var record = { (entry: String) in self.log.append(entry) }
}
let model = Model(radius: 2)
print(model.described, model.points)
model.area = 1
print(model.area, type(of: model.points))
model.record("one")
model.record("two")
print(model.log)
class Tally {
    var counts: [String: Int] = ["a": 2, "b": 5]
    lazy var largest = counts.max { $0.value < $1.value }?.key
    lazy var keys = counts.keys.sorted()
}
let tally = Tally()
print(tally.largest ?? "none", tally.keys)

// expect: r=2.0, area=12.566370614359172 [0.0, 2.0, 4.0]
// expect: 1.0 Array<Double>
// expect: ["one", "two"]
// expect: b ["a", "b"]
