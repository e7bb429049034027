import Canvas
import Geometry

extension ViewBridge {
    /// The Canvas view of a `_ShapeView` (a shape painted over what earlier `fill`/`stroke`
    /// calls drew, which sit beneath it in a ZStack of one frame).
    func shapeView(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let drawn = try shapeView(field(fields, 0), drawing(field(fields, 1)), depth: depth)
        guard fields.count > 2, let background = optional(fields[2]) else { return drawn }
        return .zStack(alignment: .center, children: [try view(background, depth: depth + 1), drawn])
    }

    /// `shapeValue` painted with `drawing`. A stroked shape (`stroke(lineWidth:)`) filled by the
    /// nonzero rule is its outline stroked, drawn so (a stroke in SVG, the rasterizer's own
    /// stroker) rather than as the stroker's outline filled.
    func shapeView(_ shapeValue: Value, _ drawing: ShapeDrawing, depth: Int) throws -> Canvas.View {
        if case .fill(let paint, .nonZero) = drawing, let (decl, fields) = structure(shapeValue),
           types.libraryName(of: decl) == "_StrokedShape" {
            return .shape(try shape(field(fields, 0), depth: depth + 1), .stroke(paint, try strokeStyle(field(fields, 1))))
        }
        if case .strokeBorder(let paint, let style) = drawing, let inset = try ownInset(shapeValue, by: style.lineWidth / 2) {
            return .shape(try shape(inset, depth: depth + 1), .stroke(paint, style))
        }
        return .shape(try shape(shapeValue, depth: depth + 1), drawing)
    }

    /// A program's `InsettableShape` inset by `amount` through its own `inset(by:)`: SwiftUI
    /// strokes its border as that shape's outline in the whole frame (a `path(in:)` that ignores
    /// the rectangle's origin is drawn where SwiftUI draws it); nil for any other shape.
    private func ownInset(_ shapeValue: Value, by amount: Double) throws -> Value? {
        guard let (decl, _) = structure(shapeValue), types.libraryName(of: decl) == nil,
              conforms(decl, to: "InsettableShape") else { return nil }
        return try invoke("inset(by:)", on: shapeValue, decl: decl, arguments: [.double(amount)])
    }

    /// The Canvas shape of a `_StrokedShape`: the area the pen covers along the outline.
    func strokedShape(_ fields: [Value], depth: Int) throws -> AnyShape {
        let base = try shape(field(fields, 0), depth: depth + 1)
        let style = try strokeStyle(field(fields, 1))
        return AnyShape(name: "\(base.name).stroke(lineWidth: \(style.lineWidth.shortDescription))") { rect in
            try base.path(in: rect).strokedPath(style)
        }
    }
}
