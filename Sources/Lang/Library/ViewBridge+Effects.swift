import Canvas
import Geometry

extension ViewBridge {
    /// An `_Effect` (shadow, blur, blend mode, colour effect, clip or mask) applied to `content`.
    func effect(_ content: Canvas.View, _ effect: Value, depth: Int) throws -> Canvas.View {
        let (name, payload) = try enumCase(effect)
        func value(_ index: Int) throws -> Value { try field(payload, index) }
        switch name {
        case "shadow":
            return content.shadow(color: try rgba(value(0)), radius: try finite(value(1), "the shadow's radius"),
                                  x: try finite(value(2), "the shadow's x"), y: try finite(value(3), "the shadow's y"))
        case "blur":
            return content.blur(radius: try finite(value(0), "the blur's radius"), opaque: try bool(value(1)))
        case "blendMode":
            let (mode, _) = try enumCase(value(0))
            guard let blendMode = Canvas.BlendMode(rawValue: mode) else { throw failure("unknown blend mode '\(mode)'") }
            return content.blendMode(blendMode)
        case "compositingGroup":
            return content.compositingGroup()
        case "colorAmount":
            guard let kind = try value(0).stringValue else { throw failure("malformed colour effect") }
            let amount = try finite(value(1), "the \(kind) amount")
            let matrix: ColorMatrix
            switch kind {
            case "brightness": matrix = .brightness(amount)
            case "contrast": matrix = .contrast(amount)
            case "saturation": matrix = .saturation(amount)
            default: matrix = .grayscale(amount)
            }
            return content.colorEffect(matrix)
        case "hueRotation":
            let angle = try types.angle(value(0), line: line)
            guard angle.radians.isFinite else { throw failure("hueRotation needs a finite angle") }
            return content.colorEffect(.hueRotation(angle))
        case "colorInvert":
            return content.colorEffect(.colorInvert)
        case "luminanceToAlpha":
            return content.colorEffect(.luminanceToAlpha)
        case "colorMultiply":
            return content.colorEffect(.colorMultiply(try rgba(value(0))))
        case "mask":
            return content.mask(try layer(value(0), depth: depth), alignment: try alignment(value(1)))
        case "clip":
            return content.clipShape(try shape(value(0), depth: depth + 1), rule: try bool(value(1)) ? .evenOdd : .nonZero)
        case "cornerRadius":
            return content.clipShape(.roundedRectangle(cornerRadius: try number(value(0))))
        default:
            throw failure("'\(name)' is not an effect the library draws")
        }
    }

    /// A view drawn as one layer (a mask, a background, an overlay): the views of a
    /// `@ViewBuilder` closure stacked back to front (one view as itself), or a view.
    func layer(_ value: Value, depth: Int) throws -> Canvas.View {
        guard let (decl, _) = structure(value), types.libraryName(of: decl) == "_ViewList" else {
            return try view(value, depth: depth + 1)
        }
        let views = try list(value, depth: depth)
        return views.count == 1 ? views[0] : .zStack(alignment: .center, children: views)
    }
}
