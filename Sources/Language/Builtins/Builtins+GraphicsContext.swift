import Canvas
import Geometry

/// SwiftUI's `Canvas { context, size in … }` view and its `GraphicsContext` (Canvas/Graphics).
///
/// `Canvas` is also the namespace of the figure settings (`Canvas.size`, `Canvas.scale` …): the
/// name reads as the settings and calls as the view (`Interpreter.call`).
extension BuiltinTable {
    func registerGraphicsContext() {
        type("Canvas", "A view that draws with a GraphicsContext once its size is known: Canvas { context, size in … }. (Canvas.size, Canvas.scale, Canvas.background and Canvas.foreground are the figure's settings.)",
             overload([param("opaque", "Bool", "false"), param("colorMode", "ColorRenderingMode", ".nonLinear"),
                       param("rendersAsynchronously", "Bool", "false"), param("renderer", "(inout GraphicsContext, CGSize) -> Void")], "Canvas") { call in
                 let renderer = try call.value(3)
                 let interpreter = call.i
                 return .view(ViewValue(.canvas(CanvasRenderer { [unowned interpreter] context, size in
                     _ = try interpreter.callValue(renderer, [.graphicsContext(context), .size(size)])
                 })))
             })
        let domain = "GraphicsContext"
        method(domain, "fill", "Fills a path with a shading: .color(_:), a gradient in points, .style(_:), .foreground.",
               overload([param(nil, "Path"), param("with", "GraphicsContext.Shading"), param("style", "FillStyle", "FillStyle()")], "") { call in
                   let context = try Self.graphicsContext(call)
                   let rule = call.has(2) ? try Self.fillRule(call, 2) : .nonZero
                   try Self.canvasCall { try context.fill(try Self.pathArgument(call, 0), with: try Self.shading(call, 1), rule: rule) }
                   return .void
               })
        method(domain, "stroke", "Strokes a path with a shading, a line width or a StrokeStyle.",
               overload([param(nil, "Path"), param("with", "GraphicsContext.Shading"), param("lineWidth", "CGFloat", "1")], "") { call in
                   let context = try Self.graphicsContext(call)
                   let style = StrokeStyle(lineWidth: try call.optionalNumber(2, "lineWidth") ?? 1)
                   try Self.canvasCall { try context.stroke(try Self.pathArgument(call, 0), with: try Self.shading(call, 1), style: style) }
                   return .void
               },
               overload([param(nil, "Path"), param("with", "GraphicsContext.Shading"), param("style", "StrokeStyle")], "") { call in
                   let context = try Self.graphicsContext(call)
                   let style = try Self.strokeStyle(call, 2)
                   try Self.canvasCall { try context.stroke(try Self.pathArgument(call, 0), with: try Self.shading(call, 1), style: style) }
                   return .void
               })
        method(domain, "draw", "Draws a Text, an Image or a resolved symbol at a point (its anchor there) or in a rect.",
               overload([param(nil, "Text"), param("at", "CGPoint"), param("anchor", "UnitPoint", ".center")], "") { call in
                   let context = try Self.graphicsContext(call)
                   let anchor = try Self.unitPoint(call, 2)
                   try Self.canvasCall { try context.draw(try call.view(0), at: try call.point(1), anchor: anchor) }
                   return .void
               },
               overload([param(nil, "Text"), param("in", "CGRect")], "") { call in
                   let context = try Self.graphicsContext(call)
                   let view = try call.view(0).resizable()
                   try Self.canvasCall { try context.draw(view, in: try call.rect(1)) }
                   return .void
               })
        method(domain, "resolve", "The text or image, ready to draw (a Text or Image resolves to itself).",
               overload([param(nil, "Text")], "Text") { call in try call.value(0) })
        method(domain, "drawLayer", "Draws a block into a new layer (with this context's transform), then draws the layer with this context's opacity, blend mode, filters and clips.",
               overload([param("content", "(inout GraphicsContext) -> Void")], "") { call in
                   let context = try Self.graphicsContext(call)
                   let content = try call.value(0)
                   let interpreter = call.i
                   try Self.canvasCall {
                       try context.drawLayer { layer in _ = try interpreter.callValue(content, [.graphicsContext(layer)]) }
                   }
                   return .void
               })
        mutatingMethod(domain, "translateBy", "Moves later drawing by x and y.", [param("x", "CGFloat"), param("y", "CGFloat")]) { call, context in
            context.translateBy(x: try call.finiteNumber(0, "x"), y: try call.finiteNumber(1, "y"))
        }
        mutatingMethod(domain, "scaleBy", "Scales later drawing by x and y.", [param("x", "CGFloat"), param("y", "CGFloat")]) { call, context in
            context.scaleBy(x: try call.finiteNumber(0, "x"), y: try call.finiteNumber(1, "y"))
        }
        mutatingMethod(domain, "rotate", "Rotates later drawing about the origin (clockwise for positive angles).", [param("by", "Angle")]) { call, context in
            context.rotate(by: try call.angle(0))
        }
        mutatingMethod(domain, "concatenate", "Applies a transform before the current one.", [param(nil, "CGAffineTransform")]) { call, context in
            context.concatenate(try call.transform(0))
        }
        mutatingMethod(domain, "clip", "Later drawing shows only inside the path.",
                       [param("to", "Path"), param("style", "FillStyle", "FillStyle()"), param("options", "GraphicsContext.ClipOptions", "[]")]) { call, context in
            try context.clip(to: try Self.pathArgument(call, 0), rule: call.has(1) ? try Self.fillRule(call, 1) : .nonZero)
        }
        mutatingMethod(domain, "addFilter", "Filters each later drawing operation: .shadow, .blur, .alphaThreshold, colour filters.",
                       [param(nil, "GraphicsContext.Filter"), param("options", "GraphicsContext.FilterOptions", "[]")]) { call, context in
            try context.addFilter(try Self.graphicsFilter(call, try call.value(0)))
        }
        property(domain, "opacity", "The opacity of later drawing (settable).", returns: "Double") { call in
            .number(try Self.graphicsContext(call).opacity)
        }
        property(domain, "blendMode", "The blend mode of later drawing (settable).", returns: "BlendMode") { call in
            .symbol(try Self.graphicsContext(call).blendMode.rawValue)
        }
        property(domain, "transform", "The current transform (settable).", returns: "CGAffineTransform") { call in
            .transform(try Self.graphicsContext(call).transform)
        }
    }

    /// A mutating method of `GraphicsContext` values that changes the receiver in place.
    private func mutatingMethod(_ domain: String, _ name: String, _ doc: String, _ parameters: [BuiltinParameter],
                                _ body: @escaping (BuiltinCall, inout GraphicsContext) throws -> Void) {
        method(domain, name, doc, mutating: true, overload(parameters, "") { call in
            var context = try Self.graphicsContext(call)
            try Self.canvasCall { try body(call, &context) }
            call.receiver = .graphicsContext(context)
            return .void
        })
    }

    /// The receiver as a GraphicsContext.
    static func graphicsContext(_ call: BuiltinCall) throws -> GraphicsContext {
        guard case .graphicsContext(let context) = call.receiver else { throw fail("expected a GraphicsContext") }
        return context
    }

    /// Runs Canvas code, turning its errors into the language's.
    static func canvasCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as CanvasError {
            throw fail(error.message)
        } catch let error as GeometryError {
            throw fail(error.message)
        }
    }
}

extension Interpreter {
    /// Sets `context.opacity`, `context.blendMode` or `context.transform`.
    func setGraphicsContextProperty(_ base: Value, _ name: String, _ newValue: Value) throws -> Value {
        guard case .graphicsContext(var context) = base else { throw fail("expected a GraphicsContext") }
        switch name {
        case "opacity":
            let opacity = try requireNumber(newValue, "opacity")
            guard opacity.isFinite else { throw fail("opacity must be a finite number") }
            context.opacity = opacity
        case "blendMode":
            let symbol: String? = switch newValue {
            case .symbol(let s): s
            case .implicit(let m): m.name
            default: nil
            }
            guard let symbol, let mode = BlendMode(rawValue: symbol) else { throw fail("expected a BlendMode such as .multiply") }
            context.blendMode = mode
        case "transform":
            context.transform = try requireTransform(newValue)
        default:
            throw fail("cannot assign to '\(name)' of a GraphicsContext")
        }
        return .graphicsContext(context)
    }
}
