extension Prelude {
    /// What SwiftUI's stroking calls return (iOS 17): `stroke(lineWidth:)` and `stroke(style:)`
    /// give a `Shape`, the pen's outline as an area (`.stroke(lineWidth: 4).fill(.red)` fills the
    /// ring red), while `fill`, `stroke(_:lineWidth:)` and `strokeBorder` give a `ShapeView`, which
    /// later `fill`, `stroke` and `strokeBorder` calls draw over (`.fill(.yellow).stroke(.blue)`).
    static let shapeStrokes = #"""
    /// A shape's outline drawn with a pen, as an area: what `stroke(lineWidth:)` returns.
    struct _StrokedShape: Shape {
        var shape: any Shape
        var style: StrokeStyle
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }

    extension Shape {
        /// The area a pen of width `lineWidth` covers along the outline, as a new shape (drawn
        /// as it is, the outline stroked with the foreground style).
        func stroke(lineWidth: CGFloat = 1) -> _StrokedShape { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }
        /// The area a pen drawn with `style` covers along the outline, as a new shape.
        func stroke(style: StrokeStyle) -> _StrokedShape { _StrokedShape(shape: self, style: style) }
    }

    extension _ShapeView {
        /// The shape filled again, over what is drawn already (iOS 17: `Circle().stroke(.blue).fill(.red)`).
        func fill(@_genericInResult _ content: any ShapeStyle = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView {
            _ShapeView(shape: shape, drawing: .fill(content, style.isEOFilled), _background: self)
        }
        /// The shape stroked over what is drawn already (iOS 17: `Circle().fill(.red).stroke(.blue)`).
        func stroke(@_genericInResult _ content: any ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
            _ShapeView(shape: shape, drawing: .stroke(content, StrokeStyle(lineWidth: lineWidth)), _background: self)
        }
        /// The shape stroked with `style` over what is drawn already.
        func stroke(@_genericInResult _ content: any ShapeStyle, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
            _ShapeView(shape: shape, drawing: .stroke(content, style), _background: self)
        }
        /// The shape's border (its outline inset by half the line width) stroked over what is drawn already.
        func strokeBorder(@_genericInResult _ content: any ShapeStyle = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
            _ShapeView(shape: shape, drawing: .strokeBorder(content, StrokeStyle(lineWidth: lineWidth)), _background: self)
        }
        /// The shape's border stroked with `style` over what is drawn already.
        func strokeBorder(@_genericInResult _ content: any ShapeStyle = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
            _ShapeView(shape: shape, drawing: .strokeBorder(content, style), _background: self)
        }
    }
    """#
}
