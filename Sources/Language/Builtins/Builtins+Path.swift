import Geometry

extension BuiltinTable {
    func registerPath() {
        type("Path", "SwiftUI's Path: lines and Bézier curves in absolute coordinates; also a Shape and a View.",
             overload([], "Path") { _ in .path(Path()) },
             overload([param(nil, "(inout Path) -> Void")], "Path") { call in try Self.buildPath(call, call.value(0)) },
             overload([param("ellipseIn", "CGRect")], "Path") { .path(Path(ellipseIn: try $0.rect(0))) },
             overload([param("roundedRect", "CGRect"), param("cornerRadius", "Double"), param("style", "RoundedCornerStyle", ".circular")], "Path") { call in
                 .path(Path(roundedRect: try call.rect(0), cornerRadius: try call.number(1, "cornerRadius"), style: try Self.cornerStyle(call, 2)))
             },
             overload([param("roundedRect", "CGRect"), param("cornerSize", "CGSize"), param("style", "RoundedCornerStyle", ".circular")], "Path") { call in
                 .path(Path(roundedRect: try call.rect(0), cornerSize: try call.size(1), style: try Self.cornerStyle(call, 2)))
             },
             overload([param("svgPathData", "String")], "Path") { call in .path(try Path(svgPathData: try call.string(0, "svgPathData"))) })
        func pathMethod(_ name: String, _ doc: String, _ parameters: [BuiltinParameter], _ body: @escaping (BuiltinCall, inout Path) throws -> Void) {
            method("Path", name, doc, mutating: true, overload(parameters, "") { call in
                try call.mutatePath { path in try body(call, &path) }
            })
        }
        pathMethod("move", "Starts a new subpath at a point.", [param("to", "CGPoint")]) { $1.move(to: try $0.point(0)) }
        pathMethod("addLine", "Adds a straight line from the current point.", [param("to", "CGPoint")]) { $1.addLine(to: try $0.point(0)) }
        pathMethod("addLines", "Starts a subpath at the first point and adds lines through the others.", [param(nil, "[CGPoint]")]) {
            $1.addLines(try $0.points(0))
        }
        pathMethod("addQuadCurve", "Adds a quadratic Bézier curve to `to`, pulled towards `control`.",
                   [param("to", "CGPoint"), param("control", "CGPoint")]) { $1.addQuadCurve(to: try $0.point(0), control: try $0.point(1)) }
        pathMethod("addCurve", "Adds a cubic Bézier curve to `to` with two control points.",
                   [param("to", "CGPoint"), param("control1", "CGPoint"), param("control2", "CGPoint")]) {
            $1.addCurve(to: try $0.point(0), control1: try $0.point(1), control2: try $0.point(2))
        }
        pathMethod("closeSubpath", "Closes the current subpath with a line back to its start.", []) { $1.closeSubpath(); _ = $0 }
        pathMethod("addRect", "Adds a closed rectangle subpath.", [param(nil, "CGRect"), param("transform", "CGAffineTransform", ".identity")]) { call, path in
            var sub = Path()
            sub.addRect(try call.rect(0))
            path.addPath(sub, transform: call.has(1) ? try call.transform(1) : .identity)
        }
        pathMethod("addRects", "Adds a closed rectangle subpath for each rect.", [param(nil, "[CGRect]")]) { call, path in
            for value in try call.sequence(0) { path.addRect(try call.i.requireRect(value)) }
        }
        pathMethod("addEllipse", "Adds a closed ellipse inscribed in the rect.", [param("in", "CGRect"), param("transform", "CGAffineTransform", ".identity")]) { call, path in
            path.addPath(Path(ellipseIn: try call.rect(0)), transform: call.has(1) ? try call.transform(1) : .identity)
        }
        pathMethod("addRoundedRect", "Adds a rounded rectangle subpath.",
                   [param("in", "CGRect"), param("cornerSize", "CGSize"), param("style", "RoundedCornerStyle", ".circular")]) { call, path in
            path.addRoundedRect(in: try call.rect(0), cornerSize: try call.size(1), style: try Self.cornerStyle(call, 2))
        }
        pathMethod("addPath", "Appends another path's elements, optionally transformed.",
                   [param(nil, "Path"), param("transform", "CGAffineTransform", ".identity")]) { call, path in
            let other = try Self.pathArgument(call, 0)
            let bytes = (path.elements.count + other.elements.count).multipliedReportingOverflow(by: MemoryLayout<PathElement>.stride)
            try call.i.reserve(bytes.overflow ? Int.max : bytes.partialValue,
                               for: "addPath(_:) of a path of \(other.elements.count) elements")
            path.addPath(other, transform: call.has(1) ? try call.transform(1) : .identity)
        }
        let arcCenter = BuiltinOverload([param("center", "CGPoint"), param("radius", "Double"), param("startAngle", "Angle"), param("endAngle", "Angle"),
                                         param("clockwise", "Bool"), param("transform", "CGAffineTransform", ".identity")], returns: "") { call in
            try call.mutatePath { path in
                let transform = call.has(5) ? try call.transform(5) : Transform.identity
                if transform.isIdentity {
                    path.addArc(center: try call.point(0), radius: try call.number(1, "radius"), startAngle: try call.angle(2),
                                endAngle: try call.angle(3), clockwise: try call.bool(4, "clockwise"))
                } else {
                    var arc = Path()
                    arc.addArc(center: try call.point(0), radius: try call.number(1, "radius"), startAngle: try call.angle(2),
                               endAngle: try call.angle(3), clockwise: try call.bool(4, "clockwise"))
                    Self.append(arc, to: &path, transform: transform)
                }
            }
        }
        let arcTangent = BuiltinOverload([param("tangent1End", "CGPoint"), param("tangent2End", "CGPoint"), param("radius", "Double"),
                                          param("transform", "CGAffineTransform", ".identity")], returns: "") { call in
            try call.mutatePath { path in
                path.addArc(tangent1End: try call.point(0), tangent2End: try call.point(1), radius: try call.number(2, "radius"))
            }
        }
        method("Path", "addArc", "Adds an arc of a circle given its centre, radius and angles (clockwise on screen when `clockwise` is false, as SwiftUI's flipped coordinates), or the arc of `radius` tangent to the lines from the current point to tangent1End and on to tangent2End.",
               mutating: true, arcCenter, arcTangent)
        pathMethod("addRelativeArc", "Adds an arc from `startAngle` turning by `delta`.",
                   [param("center", "CGPoint"), param("radius", "Double"), param("startAngle", "Angle"), param("delta", "Angle"),
                    param("transform", "CGAffineTransform", ".identity")]) { call, path in
            path.addRelativeArc(center: try call.point(0), radius: try call.number(1, "radius"), startAngle: try call.angle(2), delta: try call.angle(3))
        }
        let pathProperties: [(String, String, String, (Path) throws -> Value)] = [
            ("currentPoint", "The end of the last element (nil for an empty path).", "CGPoint?", { $0.currentPoint.map(Value.point) ?? .null }),
            ("isEmpty", "True when the path has no elements.", "Bool", { .bool($0.isEmpty) }),
            ("cgPath", "The same path (CoreGraphics' CGPath and SwiftUI's Path are one type here).", "Path", { .path($0) }),
            ("boundingRect", "The smallest rectangle containing the path's curves (not their control points).", "CGRect", { .rect($0.boundingRect) }),
            ("length", "The total arc length of the path's outline (Shapebook; tolerance 0.05 pt).", "Double", { .number($0.length) }),
            ("area", "The area enclosed (nonzero rule over flattened outlines; Shapebook).", "Double", { .number($0.area) }),
            ("svgPathData", "The path as SVG path data (`M … L … C … Z`).", "String", { .string($0.svgPathData) }),
            ("swiftCode", "Swift source that rebuilds the path: freezes a random shape for use in an app.", "String", { .string($0.swiftCode) }),
            ("elementCount", "The number of elements (moves, lines, curves, closes) in the path (Shapebook).", "Int", { .number(Double($0.elements.count)) }),
        ]
        for (name, doc, type, get) in pathProperties {
            property("Path", name, doc, returns: type) { call in try get(try call.receiverPath()) }
        }
    }

    /// `Path { p in … }`: runs the closure on an empty path and keeps what it drew.
    static func buildPath(_ call: BuiltinCall, _ argument: Value) throws -> Value {
        switch argument {
        case .path(let path):
            return .path(path)
        case .rect(let rect):
            return .path(Path(rect))
        case .function(let callable):
            guard case .closure(let closure, let captured) = callable.kind else {
                return try call.i.callValue(argument, [.path(Path())])
            }
            let outcome = try call.i.callClosureReadingBack(closure, captured: captured, [.path(Path())], source: callable.source)
            return outcome.first ?? .path(Path())
        default:
            throw fail("Path(_:) takes a closure { p in … }, a CGRect or a path, not \(call.i.describeForError(argument))")
        }
    }

    static func cornerStyle(_ call: BuiltinCall, _ index: Int) throws -> RoundedCornerStyle {
        guard call.has(index) else { return .circular }
        return try call.symbol(index, "RoundedCornerStyle") == "continuous" ? .continuous : .circular
    }

    static func pathArgument(_ call: BuiltinCall, _ index: Int) throws -> Path {
        switch try call.value(index) {
        case .path(let p): return p
        default: throw fail("expected a Path, got \(call.i.describeForError(try call.value(index))); use shape.path(in: rect)")
        }
    }

    /// Appends `arc` (which may start with a move) to `path`, connecting it with a line.
    static func append(_ arc: Path, to path: inout Path, transform: Transform?) {
        for element in arc.elements {
            let mapped = transform.map { element.applying($0) } ?? element
            if case .move(let p) = mapped, path.currentPoint != nil { path.addLine(to: p) } else { path.append(mapped) }
        }
    }
}
