import Canvas
import Geometry

extension BuiltinTable {
    /// iOS 17's shapes as implicit members (`.rect`, `.circle`, `.rect(cornerRadius:)` …),
    /// `UnevenRoundedRectangle`, `ContainerRelativeShape`, `AnyShape`, `fill` then `stroke`
    /// chaining, and `CGLineCap` / `CGLineJoin` values.
    func registerShapeSurface() {
        type("Shape", "SwiftUI's shapes by their implicit-member names (iOS 17): .rect, .circle, .capsule, .ellipse, .rect(cornerRadius:).")
        staticMethod("Shape", "rect", "A rectangle, or with corner radii a rounded one.",
                     overload([], "Shape") { _ in .shape(.rectangle) },
                     overload([param("cornerRadius", "Double"), param("style", "RoundedCornerStyle", ".circular")], "Shape") { call in
                         .shape(.roundedRectangle(cornerRadius: try call.finiteNumber(0, "cornerRadius"), style: try Self.cornerStyle(call, 1)))
                     },
                     overload([param("cornerSize", "CGSize"), param("style", "RoundedCornerStyle", ".circular")], "Shape") { call in
                         .shape(.roundedRectangle(cornerSize: try call.size(0), style: try Self.cornerStyle(call, 1)))
                     },
                     overload(Self.unevenParameters, "Shape") { call in .shape(try Self.unevenShape(call)) })
        staticMethod("Shape", "capsule", "A capsule.",
                     overload([param("style", "RoundedCornerStyle", ".circular")], "Shape") { call in .shape(.capsule(style: try Self.cornerStyle(call, 0))) })
        staticProperty("Shape", "circle", "A circle.", returns: "Shape") { _ in .shape(.circle) }
        staticProperty("Shape", "ellipse", "An ellipse.", returns: "Shape") { _ in .shape(.ellipse) }
        staticProperty("Shape", "containerRelative", "The container's shape: a rectangle on a canvas.", returns: "Shape") { _ in .shape(.rectangle) }
        method("Shape", "size", "The shape drawn at a fixed size at the top leading corner of its frame.",
               overload([param(nil, "CGSize")], "Shape") { call in .shape(try Self.sized(call, try call.size(0))) },
               overload([param("width", "Double"), param("height", "Double")], "Shape") { call in
                   .shape(try Self.sized(call, Size(width: try call.finiteNumber(0, "width"), height: try call.finiteNumber(1, "height"))))
               })
        type("UnevenRoundedRectangle", "A rectangle whose four corners have radii of their own.",
             overload(Self.unevenParameters, "Shape") { call in .shape(try Self.unevenShape(call)) })
        type("ContainerRelativeShape", "The shape of the container (a widget's rounded rectangle): a rectangle on a canvas.",
             overload([], "Shape") { _ in .shape(AnyShape(name: "ContainerRelativeShape", makePath: AnyShape.rectangle.makePath,
                                                          makeInsetPath: { try AnyShape.rectangle.insetPath(in: $0, by: $1) })) })
        type("AnyShape", "A shape with its type erased: the same shape.",
             overload([param(nil, "Shape")], "Shape") { call in .shape(try call.shape(0)) })
        for (name, drawing) in [("fill", "filled"), ("stroke", "stroked"), ("strokeBorder", "stroked inside its frame")] {
            viewModifier(name, "A shape already filled or stroked, also \(drawing) (iOS 17: `Circle().fill(.red).stroke(.blue)`).",
                         overload([param(nil, "ShapeStyle", ".foreground"), param("lineWidth", "Double", "1")], "View") { call in
                             try Self.chained(call, name, strokeStyle: StrokeStyle(lineWidth: try call.optionalNumber(1, "lineWidth") ?? 1))
                         },
                         overload([param(nil, "ShapeStyle", ".foreground"), param("style", "StrokeStyle")], "View") { call in
                             if name == "fill" { return try Self.chained(call, name, strokeStyle: StrokeStyle(), fillRule: try Self.fillRule(call, 1)) }
                             return try Self.chained(call, name, strokeStyle: try Self.strokeStyle(call, 1))
                         })
        }
        method("Path", "addEllipses", "Adds an ellipse subpath inscribed in each rect.", mutating: true,
               overload([param(nil, "[CGRect]")], "") { call in
                   let rects = try call.sequence(0).map { try call.i.requireRect($0) }
                   return try call.mutatePath { path in for rect in rects { path.addEllipse(in: rect) } }
               })
        for (typeName, names) in [("CGLineCap", ["butt", "round", "square"]), ("CGLineJoin", ["miter", "round", "bevel"])] {
            type(typeName, "How \(typeName == "CGLineCap" ? "open ends of a stroke" : "corners of a stroke") are drawn.")
            for name in names {
                staticProperty(typeName, name, "\(typeName).\(name).", returns: typeName) { _ in .symbol(name) }
            }
        }
    }

    static let unevenParameters = [param("topLeadingRadius", "Double", "0"), param("bottomLeadingRadius", "Double", "0"),
                                   param("bottomTrailingRadius", "Double", "0"), param("topTrailingRadius", "Double", "0"),
                                   param("style", "RoundedCornerStyle", ".circular")]

    /// `shape.size(_:)`: the receiver's path in a rect of `size` at the frame's origin.
    private static func sized(_ call: BuiltinCall, _ size: Size) throws -> AnyShape {
        let shape = try call.receiverShape()
        return AnyShape(name: "\(shape.name).size(\(NumberFormat.text(size.width))×\(NumberFormat.text(size.height)))") { rect in
            try shape.path(in: Rect(origin: rect.origin, size: size))
        }
    }

    private static func unevenShape(_ call: BuiltinCall) throws -> AnyShape {
        let radii = try (0..<4).map { try call.optionalFiniteNumber($0, "radius") ?? 0 }
        return .unevenRoundedRectangle(topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2], topTrailing: radii[3])
    }

    /// A shape view drawn once more another way, on top: `fill` then `stroke`, or `stroke` then `fill`.
    private static func chained(_ call: BuiltinCall, _ name: String, strokeStyle: StrokeStyle, fillRule: FillRule = .nonZero) throws -> Value {
        guard case .view(let drawn) = call.receiver, case .shape(let shape, _) = drawn.view else {
            throw fail("\(name)(_:) needs a shape; \(call.i.describeForError(call.receiver)) is not one")
        }
        let style: ShapeStyle? = call.has(0) ? try call.style(0) : nil
        let drawing: ShapeDrawing = switch name {
        case "fill": .fill(style, fillRule)
        case "stroke": .stroke(style, strokeStyle)
        default: .strokeBorder(style, strokeStyle)
        }
        var bounds = drawn.absoluteBounds
        if let inner = bounds, name == "stroke" { bounds = inner.insetBy(dx: -strokeStyle.lineWidth / 2, dy: -strokeStyle.lineWidth / 2) }
        return .view(ViewValue(.zStack(children: [drawn.view, .shape(shape, drawing)]), absoluteBounds: bounds))
    }
}
