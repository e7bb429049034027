import Geometry

/// A shape or a colour view: flexible, it takes the whole proposal (10×10 on an unspecified axis,
/// SwiftUI's ideal size for shapes and colours; a circle offered one length takes it on both) and
/// paints its shape in the rect it is placed in.
final class ShapeNode: LayoutNode {
    /// SwiftUI's ideal length of a shape or colour on an axis with no proposal.
    static let idealLength = 10.0

    let shape: AnyShape
    let drawing: ShapeDrawing
    let foreground: ShapeStyle

    init(shape: AnyShape, drawing: ShapeDrawing, foreground: ShapeStyle) {
        self.shape = shape
        self.drawing = drawing
        self.foreground = foreground
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        if shape.isSquareFromOneLength {
            switch (proposal.width, proposal.height) {
            case (let width?, nil) where width.isFinite: return Size(width: width, height: width)
            case (nil, let height?) where height.isFinite: return Size(width: height, height: height)
            default: break
            }
        }
        return Size(width: proposal.width ?? Self.idealLength, height: proposal.height ?? Self.idealLength)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        // A shape draws in its own coordinates (origin zero), then moves to where it was placed.
        let local = Rect(origin: .zero, size: rect.size)
        let move = Transform(translationX: rect.origin.x, y: rect.origin.y)
        switch drawing {
        case .fill(let style, let rule):
            let path = try shape.path(in: local).applying(move)
            if case .material(_, let radius, let window)? = style {
                try context.fillMaterial(path, paint: paint(style, rect), rule: rule, blurRadius: radius, window: window)
            } else {
                try context.fill(path, paint: paint(style, rect), rule: rule)
            }
        case .stroke(let style, let strokeStyle):
            let path = try shape.path(in: local).applying(move)
            try context.stroke(path, paint: paint(style, rect), style: strokeStyle)
        case .strokeBorder(let style, let strokeStyle):
            let path = try shape.insetPath(in: local, by: strokeStyle.lineWidth / 2).applying(move)
            try context.stroke(path, paint: paint(style, rect), style: strokeStyle)
        }
    }

    private func paint(_ style: ShapeStyle?, _ rect: Rect) -> Paint {
        (style ?? .foreground).resolved(in: rect, foreground: foreground)
    }
}
