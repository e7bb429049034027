import Canvas
import Geometry

extension BuiltinTable {
    func registerGeometry() {
        type("CGPoint", "A point (x, y) in points; y grows downwards.",
             overload([param("x", "Double"), param("y", "Double")], "CGPoint") { .point(Point(x: try $0.number(0, "x"), y: try $0.number(1, "y"))) },
             overload([], "CGPoint") { _ in .point(.zero) })
        staticProperty("CGPoint", "zero", "The origin (0, 0).", returns: "CGPoint") { _ in .point(.zero) }
        for (name, get) in [("x", { (p: Point) in p.x }), ("y", { (p: Point) in p.y })] {
            property("CGPoint", name, "The \(name) coordinate.", returns: "Double") { call in
                guard case .point(let p) = call.receiver else { return .null }
                return .number(get(p))
            }
        }
        method("CGPoint", "applying", "The point mapped through an affine transform.",
               overload([param(nil, "CGAffineTransform")], "CGPoint") { call in
                   guard case .point(let p) = call.receiver else { return .null }
                   return .point(try call.transform(0).apply(to: p))
               })
        method("CGPoint", "distance", "The distance to another point.",
               overload([param("to", "CGPoint")], "Double") { call in
                   guard case .point(let p) = call.receiver else { return .null }
                   return .number(p.distance(to: try call.point(0)))
               })

        type("CGSize", "A width and a height, in points.",
             overload([param("width", "Double"), param("height", "Double")], "CGSize") {
                 .size(Size(width: try $0.number(0, "width"), height: try $0.number(1, "height")))
             },
             overload([], "CGSize") { _ in .size(.zero) })
        staticProperty("CGSize", "zero", "A zero size.", returns: "CGSize") { _ in .size(.zero) }
        for (name, get) in [("width", { (s: Size) in s.width }), ("height", { (s: Size) in s.height })] {
            property("CGSize", name, "The \(name).", returns: "Double") { call in
                guard case .size(let s) = call.receiver else { return .null }
                return .number(get(s))
            }
        }

        type("CGRect", "An axis-aligned rectangle: origin and size.",
             overload([param("x", "Double"), param("y", "Double"), param("width", "Double"), param("height", "Double")], "CGRect") {
                 .rect(Rect(x: try $0.number(0, "x"), y: try $0.number(1, "y"), width: try $0.number(2, "width"), height: try $0.number(3, "height")))
             },
             overload([param("origin", "CGPoint"), param("size", "CGSize")], "CGRect") { .rect(Rect(origin: try $0.point(0), size: try $0.size(1))) },
             overload([], "CGRect") { _ in .rect(.zero) })
        staticProperty("CGRect", "zero", "The empty rectangle at the origin.", returns: "CGRect") { _ in .rect(.zero) }
        let rectProperties: [(String, String, (Rect) -> Value)] = [
            ("origin", "The top-left corner (for a standardized rectangle).", { .point($0.origin) }),
            ("size", "The width and height.", { .size($0.size) }),
            ("width", "The width.", { .number($0.width) }), ("height", "The height.", { .number($0.height) }),
            ("minX", "The smallest x.", { .number($0.minX) }), ("midX", "The x of the centre.", { .number($0.midX) }),
            ("maxX", "The largest x.", { .number($0.maxX) }), ("minY", "The smallest y (the top).", { .number($0.minY) }),
            ("midY", "The y of the centre.", { .number($0.midY) }), ("maxY", "The largest y (the bottom).", { .number($0.maxY) }),
            ("center", "The centre point (a Shapebook convenience).", { .point($0.center) }),
            ("isEmpty", "True when the width or height is zero.", { .bool($0.width == 0 || $0.height == 0) }),
            ("standardized", "The same rectangle with non-negative width and height.", { .rect($0.standardized) }),
        ]
        for (name, doc, get) in rectProperties {
            property("CGRect", name, doc, returns: "") { call in
                guard case .rect(let r) = call.receiver else { return .null }
                return get(r)
            }
        }
        method("CGRect", "insetBy", "The rectangle shrunk by dx on the left and right and dy on the top and bottom.",
               overload([param("dx", "Double"), param("dy", "Double")], "CGRect") { call in
                   .rect(try Self.rect(call).insetBy(dx: try call.number(0, "dx"), dy: try call.number(1, "dy")))
               })
        method("CGRect", "inset", "The rectangle shrunk by edge insets (UIEdgeInsets or EdgeInsets).",
               overload([param("by", "UIEdgeInsets")], "CGRect") { call in
                   let r = try Self.rect(call).standardized, e = try call.insets(0)
                   return .rect(Rect(x: r.minX + e.leading, y: r.minY + e.top,
                                     width: r.width - e.leading - e.trailing, height: r.height - e.top - e.bottom))
               })
        method("CGRect", "offsetBy", "The rectangle moved by (dx, dy).",
               overload([param("dx", "Double"), param("dy", "Double")], "CGRect") { call in
                   .rect(try Self.rect(call).offsetBy(dx: try call.number(0, "dx"), dy: try call.number(1, "dy")))
               })
        method("CGRect", "contains", "True when the point is inside (or on the top/left edges).",
               overload([param(nil, "CGPoint")], "Bool") { call in .bool(try Self.rect(call).contains(try call.point(0))) })
        method("CGRect", "union", "The smallest rectangle containing both.",
               overload([param(nil, "CGRect")], "CGRect") { call in .rect(try Self.rect(call).union(try call.rect(0))) })

        type("EdgeInsets", "Insets on each edge, as SwiftUI's EdgeInsets.",
             overload([param("top", "Double", "0"), param("leading", "Double", "0"), param("bottom", "Double", "0"), param("trailing", "Double", "0")], "EdgeInsets") { call in
                 .insets(EdgeInsets(top: try call.optionalNumber(0) ?? 0, leading: try call.optionalNumber(1) ?? 0,
                                bottom: try call.optionalNumber(2) ?? 0, trailing: try call.optionalNumber(3) ?? 0))
             })
        type("UIEdgeInsets", "Insets on each edge, as UIKit's UIEdgeInsets (left/right are leading/trailing).",
             overload([param("top", "Double"), param("left", "Double"), param("bottom", "Double"), param("right", "Double")], "UIEdgeInsets") { call in
                 .insets(EdgeInsets(top: try call.number(0, "top"), leading: try call.number(1, "left"),
                                bottom: try call.number(2, "bottom"), trailing: try call.number(3, "right")))
             })
        staticProperty("UIEdgeInsets", "zero", "No insets.", returns: "UIEdgeInsets") { _ in .insets(EdgeInsets(all: 0)) }
        for (name, get) in [("top", { (e: EdgeInsets) in e.top }), ("leading", { $0.leading }), ("bottom", { $0.bottom }), ("trailing", { $0.trailing }),
                            ("left", { $0.leading }), ("right", { $0.trailing })] as [(String, (EdgeInsets) -> Double)] {
            property("EdgeInsets", name, "The \(name) inset.", returns: "Double") { call in
                guard case .insets(let e) = call.receiver else { return .null }
                return .number(get(e))
            }
        }

        type("Angle", "An angle, as SwiftUI's Angle.",
             overload([param("degrees", "Double")], "Angle") { .angle(Angle(degrees: try $0.number(0, "degrees"))) },
             overload([param("radians", "Double")], "Angle") { .angle(Angle(radians: try $0.number(0, "radians"))) },
             overload([], "Angle") { _ in .angle(.zero) })
        staticMethod("Angle", "degrees", "An angle in degrees: .degrees(30).",
                     overload([param(nil, "Double")], "Angle") { .angle(Angle(degrees: try $0.number(0, "degrees"))) })
        staticMethod("Angle", "radians", "An angle in radians: .radians(.pi / 2).",
                     overload([param(nil, "Double")], "Angle") { .angle(Angle(radians: try $0.number(0, "radians"))) })
        staticProperty("Angle", "zero", "A zero angle.", returns: "Angle") { _ in .angle(.zero) }
        property("Angle", "degrees", "The angle in degrees.", returns: "Double") { call in
            guard case .angle(let a) = call.receiver else { return .null }
            return .number(a.degrees)
        }
        property("Angle", "radians", "The angle in radians.", returns: "Double") { call in
            guard case .angle(let a) = call.receiver else { return .null }
            return .number(a.radians)
        }

        type("UnitPoint", "A point in unit coordinates of a view (0…1 each way), as SwiftUI's UnitPoint.",
             overload([param("x", "Double"), param("y", "Double")], "UnitPoint") { .point(Point(x: try $0.number(0, "x"), y: try $0.number(1, "y"))) })
        let unitPoints: [(String, Double, Double)] = [
            ("center", 0.5, 0.5), ("top", 0.5, 0), ("bottom", 0.5, 1), ("leading", 0, 0.5), ("trailing", 1, 0.5),
            ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1), ("bottomTrailing", 1, 1), ("zero", 0, 0),
        ]
        for (name, x, y) in unitPoints {
            staticProperty("UnitPoint", name, "The unit point (\(x), \(y)).", returns: "UnitPoint") { _ in .point(Point(x: x, y: y)) }
        }
    }

    private static func rect(_ call: BuiltinCall) throws -> Rect {
        guard case .rect(let r) = call.receiver else { throw fail("expected a CGRect") }
        return r
    }

    func registerTransforms() {
        type("CGAffineTransform", "An affine transform, as CoreGraphics' CGAffineTransform.",
             overload([param("translationX", "Double"), param("y", "Double")], "CGAffineTransform") {
                 .transform(Transform(translationX: try $0.number(0), y: try $0.number(1)))
             },
             overload([param("rotationAngle", "Double")], "CGAffineTransform") { .transform(Transform(rotationAngle: try $0.number(0))) },
             overload([param("scaleX", "Double"), param("y", "Double")], "CGAffineTransform") {
                 .transform(Transform(scaleX: try $0.number(0), y: try $0.number(1)))
             },
             overload([param("a", "Double"), param("b", "Double"), param("c", "Double"), param("d", "Double"), param("tx", "Double"), param("ty", "Double")], "CGAffineTransform") {
                 .transform(Transform(a: try $0.number(0), b: try $0.number(1), c: try $0.number(2), d: try $0.number(3), tx: try $0.number(4), ty: try $0.number(5)))
             },
             overload([], "CGAffineTransform") { _ in .transform(.identity) })
        staticProperty("CGAffineTransform", "identity", "The transform that changes nothing.", returns: "CGAffineTransform") { _ in .transform(.identity) }
        func t(_ call: BuiltinCall) throws -> Transform {
            guard case .transform(let t) = call.receiver else { throw fail("expected a CGAffineTransform") }
            return t
        }
        method("CGAffineTransform", "concatenating", "This transform followed by another.",
               overload([param(nil, "CGAffineTransform")], "CGAffineTransform") { .transform(try t($0).concatenating(try $0.transform(0))) })
        method("CGAffineTransform", "translatedBy", "A translation applied before this transform.",
               overload([param("x", "Double"), param("y", "Double")], "CGAffineTransform") { .transform(try t($0).translatedBy(x: try $0.number(0), y: try $0.number(1))) })
        method("CGAffineTransform", "scaledBy", "A scale applied before this transform.",
               overload([param("x", "Double"), param("y", "Double")], "CGAffineTransform") { .transform(try t($0).scaledBy(x: try $0.number(0), y: try $0.number(1))) })
        method("CGAffineTransform", "rotated", "A rotation (radians) applied before this transform.",
               overload([param("by", "Double")], "CGAffineTransform") { .transform(try t($0).rotated(by: try $0.number(0))) })
        method("CGAffineTransform", "inverted", "The inverse transform (the identity when singular, as CoreGraphics).",
               overload([], "CGAffineTransform") { .transform(try t($0).inverted ?? .identity) })
        for name in ["a", "b", "c", "d", "tx", "ty"] {
            property("CGAffineTransform", name, "The matrix entry \(name).", returns: "Double") { call in
                let m = try t(call)
                let values = ["a": m.a, "b": m.b, "c": m.c, "d": m.d, "tx": m.tx, "ty": m.ty]
                return .number(values[name] ?? 0)
            }
        }
    }
}
