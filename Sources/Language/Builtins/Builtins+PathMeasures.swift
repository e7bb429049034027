import Geometry

extension BuiltinTable {
    func registerPathMeasures() {
        func pathMethod(_ name: String, _ doc: String, _ parameters: [BuiltinParameter], returns: String,
                        _ body: @escaping (BuiltinCall, Path) throws -> Value) {
            method("Path", name, doc, overload(parameters, returns) { call in try body(call, try call.receiverPath()) })
        }
        pathMethod("trimmedPath", "The part of the path between two fractions of its length.",
                   [param("from", "Double"), param("to", "Double")], returns: "Path") { call, path in
            .path(path.trimmedPath(from: try call.number(0, "from"), to: try call.number(1, "to")))
        }
        pathMethod("applying", "The path with every point mapped through an affine transform.",
                   [param(nil, "CGAffineTransform")], returns: "Path") { call, path in .path(path.applying(try call.transform(0))) }
        pathMethod("offsetBy", "The path moved by (dx, dy).", [param("dx", "Double"), param("dy", "Double")], returns: "Path") { call, path in
            .path(path.offsetBy(dx: try call.number(0, "dx"), dy: try call.number(1, "dy")))
        }
        pathMethod("contains", "True when the point is inside the path (nonzero rule, or even-odd with eoFill: true).",
                   [param(nil, "CGPoint"), param("eoFill", "Bool", "false")], returns: "Bool") { call, path in
            .bool(path.contains(try call.point(0), eoFill: call.has(1) ? try call.bool(1, "eoFill") : false))
        }
        pathMethod("point", "The point at a fraction (0…1) of the path's length (Shapebook).", [param("at", "Double")], returns: "CGPoint") { call, path in
            path.point(at: try call.number(0, "at")).map(Value.point) ?? .null
        }
        pathMethod("points", "`count` points evenly spaced along the path by arc length (Shapebook).", [param("count", "Int")], returns: "[CGPoint]") { call, path in
            let count = try call.number(0, "count")
            guard count >= 0, count <= Double(call.i.configuration.maximumArrayLength), count == count.rounded() else {
                throw fail("points(count:) needs a whole number between 0 and \(call.i.configuration.maximumArrayLength)")
            }
            return .array(path.points(count: Int(count)).map(Value.point))
        }
        pathMethod("strokedPath", "The outline of the stroke as a fillable path.", [param(nil, "StrokeStyle")], returns: "Path") { call, path in
            guard case .strokeStyle(let style) = try call.value(0) else { throw fail("strokedPath(_:) needs a StrokeStyle") }
            return .path(try Self.stroked(path, style))
        }
        let operations: [(String, String, (Path, Path, Bool) throws -> Path)] = [
            ("union", "The area covered by either path.", { try $0.union($1, eoFill: $2) }),
            ("intersection", "The area covered by both paths.", { try $0.intersection($1, eoFill: $2) }),
            ("subtracting", "This path's area without the other's.", { try $0.subtracting($1, eoFill: $2) }),
            ("symmetricDifference", "The area covered by exactly one of the paths.", { try $0.symmetricDifference($1, eoFill: $2) }),
            ("lineIntersection", "The parts of this path's lines inside the other path.", { try $0.lineIntersection($1, eoFill: $2) }),
            ("lineSubtracting", "The parts of this path's lines outside the other path.", { try $0.lineSubtracting($1, eoFill: $2) }),
        ]
        for (name, doc, operation) in operations {
            pathMethod(name, doc + " (iOS 17's set operations, computed with GEOS.)", [param(nil, "Path"), param("eoFill", "Bool", "false")],
                       returns: "Path") { call, path in
                .path(try operation(path, try Self.pathArgument(call, 0), call.has(1) ? try call.bool(1, "eoFill") : false))
            }
        }
    }

    /// The stroke outline, through Geometry's stroker (tolerance 0.01 pt).
    static func stroked(_ path: Path, _ style: StrokeStyle) throws -> Path {
        path.strokedPath(style)
    }
}
