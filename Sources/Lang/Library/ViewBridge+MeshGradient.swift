import Canvas
import Geometry

extension ViewBridge {
    /// A `MeshGradient` (Prelude+MeshGradient) as Canvas's mesh style: its `SIMD2<Float>` points
    /// and colours, checked as SwiftUI's initialiser requires them.
    func meshGradient(_ fields: [Value]) throws -> Canvas.ShapeStyle {
        let width = try integer(field(fields, 0)), height = try integer(field(fields, 1))
        guard case .array(let pointValues) = try field(fields, 2), case .array(let colorValues) = try field(fields, 3) else {
            throw failure("malformed MeshGradient")
        }
        let points = try pointValues.map { value -> Point in
            guard let (_, xy) = structure(value), xy.count == 2 else { throw failure("malformed SIMD2") }
            return Point(x: try number(xy[0]), y: try number(xy[1]))
        }
        let colors = try colorValues.map { try rgba($0) }
        let background = try rgba(field(fields, 4))
        do {
            return .mesh(try Canvas.MeshGradient(width: width, height: height, points: points, colors: colors,
                                                 background: background))
        } catch {
            throw failure(error.message)
        }
    }
}
