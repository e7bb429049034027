import Canvas
import Geometry

extension ViewBridge {
    /// `RandomPolygon` and `RandomPoints`, drawn by Geometry from their seed (the same seed, the same shape).
    func randomShape(_ name: String, _ fields: [Value]) throws -> AnyShape {
        let count = try integer(field(fields, 0))
        let seed = UInt64(bitPattern: Int64(try integer(field(fields, 1))))
        if name == "RandomPolygon" {
            let shape = RandomPolygon(sides: count, seed: seed)
            return AnyShape(name: "RandomPolygon(sides: \(shape.sides))") { try shape.path(in: $0) }
        }
        let shape = RandomPoints(count: count, seed: seed)
        return AnyShape(name: "RandomPoints(count: \(shape.count))") { try shape.path(in: $0) }
    }
}
