import Canvas
import Geometry

extension BuiltinTable {
    func registerShapeModifiers() {
        method("Shape", "fill", "The shape filled with a colour or gradient (the foreground colour when none is given).",
               overload([param(nil, "ShapeStyle", ".foreground"), param("style", "FillStyle", "FillStyle()")], "View") { call in
                   let style: ShapeStyle? = call.has(0) ? try call.style(0) : nil
                   let rule = call.has(1) ? try Self.fillRule(call, 1) : .nonZero
                   return try Self.draw(call, .fill(style, rule))
               })
        method("Shape", "stroke", "The shape's outline drawn with a pen centred on it.",
               overload([param(nil, "ShapeStyle", ".foreground"), param("lineWidth", "Double", "1")], "View") { call in
                   let style: ShapeStyle? = call.has(0) ? try call.style(0) : nil
                   return try Self.draw(call, .stroke(style, StrokeStyle(lineWidth: try call.optionalNumber(1, "lineWidth") ?? 1)))
               },
               overload([param(nil, "ShapeStyle", ".foreground"), param("style", "StrokeStyle")], "View") { call in
                   let style: ShapeStyle? = call.has(0) ? try call.style(0) : nil
                   return try Self.draw(call, .stroke(style, try Self.strokeStyle(call, 1)))
               })
        method("Shape", "strokeBorder", "The outline drawn inside the shape's frame (inset by half the line width).",
               overload([param(nil, "ShapeStyle", ".foreground"), param("lineWidth", "Double", "1")], "View") { call in
                   let style: ShapeStyle? = call.has(0) ? try call.style(0) : nil
                   return try Self.draw(call, .strokeBorder(style, StrokeStyle(lineWidth: try call.optionalNumber(1, "lineWidth") ?? 1)))
               },
               overload([param(nil, "ShapeStyle", ".foreground"), param("style", "StrokeStyle")], "View") { call in
                   let style: ShapeStyle? = call.has(0) ? try call.style(0) : nil
                   return try Self.draw(call, .strokeBorder(style, try Self.strokeStyle(call, 1)))
               })
        method("Shape", "trim", "The part of the outline between two fractions of its length.",
               overload([param("from", "Double", "0"), param("to", "Double", "1")], "Shape") { call in
                   .shape(try call.receiverShape().trim(from: try call.optionalNumber(0, "from") ?? 0, to: try call.optionalNumber(1, "to") ?? 1))
               })
        method("Shape", "offset", "The shape moved by (x, y).",
               overload([param("x", "Double", "0"), param("y", "Double", "0")], "Shape") { call in
                   .shape(try call.receiverShape().offset(x: try call.optionalNumber(0, "x") ?? 0, y: try call.optionalNumber(1, "y") ?? 0))
               },
               overload([param(nil, "CGSize")], "Shape") { call in
                   let size = try call.size(0)
                   return .shape(try call.receiverShape().offset(x: size.width, y: size.height))
               })
        method("Shape", "rotation", "The shape turned about an anchor of its frame (clockwise on screen for positive angles).",
               overload([param(nil, "Angle"), param("anchor", "UnitPoint", ".center")], "Shape") { call in
                   .shape(try call.receiverShape().rotation(try call.angle(0), anchor: try Self.unitPoint(call, 1)))
               })
        method("Shape", "scale", "The shape scaled about an anchor of its frame.",
               overload([param("x", "Double", "1"), param("y", "Double", "1"), param("anchor", "UnitPoint", ".center")], "Shape") { call in
                   .shape(try call.receiverShape().scale(x: try call.optionalNumber(0, "x") ?? 1, y: try call.optionalNumber(1, "y") ?? 1,
                                                         anchor: try Self.unitPoint(call, 2)))
               },
               overload([param(nil, "Double"), param("anchor", "UnitPoint", ".center")], "Shape") { call in
                   .shape(try call.receiverShape().scale(try call.number(0), anchor: try Self.unitPoint(call, 1)))
               })
        method("Shape", "transform", "The shape mapped through an affine transform.",
               overload([param(nil, "CGAffineTransform")], "Shape") { call in .shape(try call.receiverShape().transform(try call.transform(0))) })
        method("Shape", "inset", "The shape drawn in its frame shrunk by `amount` on every side.",
               overload([param("by", "Double")], "Shape") { call in .shape(try call.receiverShape().inset(by: try call.number(0, "by"))) })
        method("Shape", "path", "The shape's outline in a rect.",
               overload([param("in", "CGRect")], "Path") { call in .path(try call.receiverShape().path(in: try call.rect(0))) })
        let operations: [(String, (Path, Path, Bool) throws -> Path)] = [
            ("union", { try $0.union($1, eoFill: $2) }), ("intersection", { try $0.intersection($1, eoFill: $2) }),
            ("subtracting", { try $0.subtracting($1, eoFill: $2) }), ("symmetricDifference", { try $0.symmetricDifference($1, eoFill: $2) }),
            ("lineIntersection", { try $0.lineIntersection($1, eoFill: $2) }), ("lineSubtracting", { try $0.lineSubtracting($1, eoFill: $2) }),
        ]
        for (name, operation) in operations {
            method("Shape", name, "The \(name) of two shapes, each drawn in the same frame (set operations with GEOS).",
                   overload([param(nil, "Shape"), param("eoFill", "Bool", "false")], "Shape") { call in
                       let a = try call.receiverShape(), b = try call.shape(0)
                       let eoFill = call.has(1) ? try call.bool(1, "eoFill") : false
                       return .shape(AnyShape(name: "\(a.name).\(name)(\(b.name))") { rect in
                           try operation(try a.path(in: rect), try b.path(in: rect), eoFill)
                       })
                   })
        }

        type("FillStyle", "How a shape is filled: eoFill (even-odd rule) and antialiased (always on here).",
             overload([param("eoFill", "Bool", "false"), param("antialiased", "Bool", "true")], "FillStyle") { call in
                 .fillStyle(try call.has(0) && call.bool(0, "eoFill") ? .evenOdd : .nonZero)
             })
        type("StrokeStyle", "How a stroke is drawn: width, caps, joins, miter limit and dashes.",
             overload([param("lineWidth", "Double", "1"), param("lineCap", "CGLineCap", ".butt"), param("lineJoin", "CGLineJoin", ".miter"),
                       param("miterLimit", "Double", "10"), param("dash", "[Double]", "[]"), param("dashPhase", "Double", "0")], "StrokeStyle") { call in
                 var style = StrokeStyle()
                 if let width = try call.optionalNumber(0, "lineWidth") { style.lineWidth = width }
                 if call.has(1) {
                     let cap = try call.symbol(1, "CGLineCap")
                     style.lineCap = cap == "round" ? .round : (cap == "square" ? .square : .butt)
                 }
                 if call.has(2) {
                     let join = try call.symbol(2, "CGLineJoin")
                     style.lineJoin = join == "round" ? .round : (join == "bevel" ? .bevel : .miter)
                 }
                 // `.infinity` (always mitre): a limit no join reaches short of a 1e-9 radian spike.
                 if let limit = try call.optionalNumber(3, "miterLimit") { style.miterLimit = limit == .infinity ? 1e9 : limit }
                 if call.has(4) { style.dash = try call.i.requireNumbers(try call.value(4), "dash") }
                 if let phase = try call.optionalNumber(5, "dashPhase") { style.dashPhase = phase }
                 return .strokeStyle(style)
             })
    }

    /// Draws the receiver (a shape or a bare path) one way, as a view.
    static func draw(_ call: BuiltinCall, _ drawing: ShapeDrawing) throws -> Value {
        if case .path(let path) = call.receiver { return .view(call.i.pathView(path, drawing)) }
        return .view(ViewValue(.shape(try call.receiverShape(), drawing)))
    }

    static func fillRule(_ call: BuiltinCall, _ index: Int) throws -> FillRule {
        switch try call.value(index) {
        case .fillStyle(let rule): return rule
        case .implicit(let m):
            guard case .fillStyle(let rule) = try call.i.resolveImplicit(m, as: "FillStyle") else { return .nonZero }
            return rule
        case let other: throw fail("expected a FillStyle such as FillStyle(eoFill: true), got \(call.i.describeForError(other))")
        }
    }

    static func strokeStyle(_ call: BuiltinCall, _ index: Int) throws -> StrokeStyle {
        switch try call.value(index) {
        case .strokeStyle(let style): return style
        case .implicit(let m):
            guard case .strokeStyle(let style) = try call.i.resolveImplicit(m, as: "StrokeStyle") else { return StrokeStyle() }
            return style
        case let other: throw fail("expected a StrokeStyle such as StrokeStyle(lineWidth: 2), got \(call.i.describeForError(other))")
        }
    }

    static func unitPoint(_ call: BuiltinCall, _ index: Int) throws -> UnitPoint {
        guard call.has(index) else { return .center }
        let value = try call.value(index)
        if case .implicit(let m) = value, m.arguments == nil, let named = UnitPoint.named[m.name] { return named }
        if case .symbol(let name) = value, let named = UnitPoint.named[name] { return named }
        let p = try call.i.requirePoint(value)
        return UnitPoint(x: p.x, y: p.y)
    }
}
