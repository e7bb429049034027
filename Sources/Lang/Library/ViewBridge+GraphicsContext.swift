import Canvas
import Geometry

extension ViewBridge {
    /// A `Canvas` view: when Canvas draws it, the program's renderer runs (through the
    /// prelude's `Canvas._render`) and what its context recorded is replayed on Canvas's
    /// `GraphicsContext`, operation by operation, each with the state it was made in.
    func canvas(_ value: Value) throws -> Canvas.View {
        guard let (decl, _) = structure(value) else { throw failure("malformed Canvas") }
        let bridge = self
        let canvasValue = value.unboxed
        return .canvas(CanvasRenderer { context, size in
            guard let operations = try bridge.invoke("_render(_:)", on: canvasValue, decl: decl, arguments: [bridge.types.value(size)]) else {
                throw bridge.failure("Canvas has no renderer")
            }
            try bridge.replay(operations, on: context)
        })
    }

    /// Draws a recording's operations with `base`, whose copies all add to one drawing.
    private func replay(_ operations: Value, on base: Canvas.GraphicsContext) throws {
        guard case .array(let items) = operations.unboxed else { throw failure("malformed graphics recording") }
        for item in items {
            let (name, payload) = try enumCase(item)
            let (context, clears) = try prepared(base, state: field(payload, 0))
            // `.clear` erases where the drawing covers, whatever its colour: an opaque paint
            // composited `destinationOut` keeps what is drawn already times one minus that coverage.
            func paint(_ index: Int) throws -> Canvas.Shading { clears ? .paint(.solid(.black)) : try shading(field(payload, index)) }
            func drawn(_ index: Int) throws -> Canvas.View {
                let drawn = try view(field(payload, index))
                return clears ? drawn.foregroundStyle(.color(.black)) : drawn
            }
            switch name {
            case "fill":
                try context.fill(types.path(field(payload, 1), line: line), with: paint(2),
                                 rule: try bool(field(payload, 3)) ? .evenOdd : .nonZero)
            case "stroke":
                try context.stroke(types.path(field(payload, 1), line: line), with: paint(2),
                                   style: strokeStyle(field(payload, 3)))
            case "drawAt":
                try context.draw(drawn(1), at: types.point(field(payload, 2), line: line),
                                 anchor: unitPoint(field(payload, 3)))
            case "drawIn":
                try context.draw(drawn(1).resizable(), in: types.rect(field(payload, 2), line: line))
            default:
                let inner = try field(payload, 1)
                try context.drawLayer { layer in try replay(inner, on: layer) }
            }
        }
    }

    /// A copy of `base` with a recorded `_GraphicsState`: its clips and filters applied in the
    /// transforms they were given in, then its transform, opacity and blend mode; and whether
    /// the mode is `.clear` (drawn as `destinationOut` in an opaque paint).
    private func prepared(_ base: Canvas.GraphicsContext, state: Value) throws -> (Canvas.GraphicsContext, Bool) {
        guard let (_, fields) = structure(state), fields.count >= 5,
              case .array(let clips) = fields[3].unboxed, case .array(let filters) = fields[4].unboxed else {
            throw failure("malformed graphics state")
        }
        var context = base
        for clip in clips {
            guard let (_, parts) = structure(clip), parts.count >= 3 else { throw failure("malformed clip") }
            context.transform = try finiteTransform(parts[2])
            try context.clip(to: types.path(parts[0], line: line), rule: try bool(parts[1]) ? .evenOdd : .nonZero)
        }
        for filter in filters {
            guard let (_, parts) = structure(filter), parts.count >= 2 else { throw failure("malformed filter") }
            context.transform = try finiteTransform(parts[1])
            try context.addFilter(layerFilter(parts[0]))
        }
        context.transform = try finiteTransform(fields[0])
        let opacity = try number(fields[1])
        guard opacity.isFinite else { throw failure("a GraphicsContext's opacity must be a finite number") }
        context.opacity = opacity
        guard let (_, mode) = structure(fields[2]), let modeName = mode.first?.unboxed.stringValue,
              let blendMode = modeName == "clear" ? .destinationOut : Canvas.BlendMode(rawValue: modeName) else {
            throw failure("malformed BlendMode")
        }
        context.blendMode = blendMode
        return (context, modeName == "clear")
    }

    private func finiteTransform(_ value: Value) throws -> Transform {
        let transform = try types.transform(value, line: line)
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else {
            throw failure("a GraphicsContext's transform must be made of finite numbers")
        }
        return transform
    }

    /// A `GraphicsContext.Shading`: a gradient given in points paints where it was placed, a
    /// plain colour paints as it is, the foreground style and other styles are placed in the
    /// bounds of the path they paint.
    private func shading(_ value: Value) throws -> Canvas.Shading {
        guard let (_, fields) = structure(value), fields.count >= 2 else { throw failure("malformed Shading") }
        if case .enumValue = fields[1].unboxed { return .paint(try gradientPaint(fields[1])) }
        switch try style(fields[0]) {
        case nil: return .style(.foreground)
        case .color(let rgba)?: return .paint(.solid(rgba))
        case let other?: return .style(other)
        }
    }

    /// A `_ShadingGradient` as Canvas's paint in the context's coordinates.
    private func gradientPaint(_ value: Value) throws -> Paint {
        let (name, payload) = try enumCase(value)
        let stops = try gradient(field(payload, 0)).stops
        let center = try types.point(field(payload, 1), line: line)
        switch name {
        case "linear":
            return .linearGradient(stops: stops, start: center, end: try types.point(field(payload, 2), line: line))
        case "radial":
            let start = try number(field(payload, 2)), end = try number(field(payload, 3))
            guard start.isFinite, end.isFinite else { throw failure("a radial gradient's radii must be finite numbers") }
            return .radialGradient(stops: stops, center: center, startRadius: start, endRadius: end)
        default:
            let start = try types.angle(field(payload, 2), line: line)
            return .angularGradient(stops: stops, center: center, startAngle: start, endAngle: .radians(start.radians + 2 * Double.pi))
        }
    }

    /// A `GraphicsContext.Filter` as Canvas's layer filter.
    private func layerFilter(_ value: Value) throws -> LayerFilter {
        guard let (_, fields) = structure(value), let kind = fields.first else { throw failure("malformed Filter") }
        let (name, payload) = try enumCase(kind)
        func amount(_ index: Int) throws -> Double {
            let value = try number(field(payload, index))
            guard value.isFinite else { throw failure("a filter's \(name) must be a finite number") }
            return value
        }
        switch name {
        case "shadow":
            return .shadow(color: try rgba(field(payload, 0)), radius: abs(try amount(1)), x: try amount(2), y: try amount(3))
        case "blur": return .blur(radius: abs(try amount(0)))
        case "alphaThreshold": return .alphaThreshold(min: try amount(0), max: try amount(1), color: try rgba(field(payload, 2)))
        case "colorMultiply": return .colorMatrix(.colorMultiply(try rgba(field(payload, 0))))
        case "brightness": return .colorMatrix(.brightness(try amount(0)))
        case "contrast": return .colorMatrix(.contrast(try amount(0)))
        case "saturation": return .colorMatrix(.saturation(try amount(0)))
        case "grayscale": return .colorMatrix(.grayscale(try amount(0)))
        case "hueRotation": return .colorMatrix(.hueRotation(try types.angle(field(payload, 0), line: line)))
        case "colorInvert": return .colorMatrix(.colorInvert)
        default: return .colorMatrix(.luminanceToAlpha)
        }
    }
}
