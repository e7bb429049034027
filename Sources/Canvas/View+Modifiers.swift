import Geometry

// MARK: - SwiftUI-style modifier methods
// Each returns `.modified(self, …)`, so Swift code (and the interpreter's builtins) can chain them
// as in SwiftUI. Defaults are SwiftUI's.

extension View {
    /// `.frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> View {
        .modified(self, .frame(width: width, height: height, alignment: alignment))
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> View {
        .modified(self, .flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                       alignment: alignment))
    }

    /// `.padding()` (16 points) or `.padding(length)` on every edge.
    public func padding(_ length: Double? = nil) -> View {
        .modified(self, .padding(length.map { EdgeInsets(all: $0) } ?? .defaultPadding))
    }

    /// `.padding(edges, length)`; nil length is the default 16 points.
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> View {
        .modified(self, .padding(EdgeInsets(edges: edges, length: length ?? 16)))
    }

    /// `.padding(EdgeInsets(…))`.
    public func padding(_ insets: EdgeInsets) -> View {
        .modified(self, .padding(insets))
    }

    /// `.background(view, alignment:)`.
    public func background(_ view: View, alignment: Alignment = .center) -> View {
        .modified(self, .background(view, alignment: alignment))
    }

    /// `.overlay(view, alignment:)`.
    public func overlay(_ view: View, alignment: Alignment = .center) -> View {
        .modified(self, .overlay(view, alignment: alignment))
    }

    /// `.foregroundStyle(style)` and `.foregroundColor(color)`.
    public func foregroundStyle(_ style: ShapeStyle) -> View {
        .modified(self, .foregroundStyle(style))
    }

    /// `.opacity(value)`.
    public func opacity(_ value: Double) -> View {
        .modified(self, .opacity(value))
    }

    /// `.offset(x:y:)`.
    public func offset(x: Double = 0, y: Double = 0) -> View {
        .modified(self, .offset(x: x, y: y))
    }

    /// `.rotationEffect(angle, anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> View {
        .modified(self, .rotationEffect(angle, anchor: anchor))
    }

    /// `.scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> View {
        .modified(self, .scaleEffect(x: x, y: y, anchor: anchor))
    }

    /// `.scaleEffect(s, anchor:)`: the same factor on both axes.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// `.border(style, width:)`; SwiftUI's default width is 1.
    public func border(_ style: ShapeStyle, width: Double = 1) -> View {
        .modified(self, .border(style, width: width))
    }

    /// `.clipShape(shape, style: FillStyle(eoFill:))`.
    public func clipShape(_ shape: AnyShape, rule: FillRule = .nonZero) -> View {
        .modified(self, .clipShape(shape, rule))
    }

    /// `.font(font)`.
    public func font(_ font: Font) -> View {
        .modified(self, .font(font))
    }

    /// `.fontWeight(weight)`.
    public func fontWeight(_ weight: Font.Weight) -> View {
        .modified(self, .fontWeight(weight))
    }

    /// `.bold()`: text inside in the bold weight.
    public func bold() -> View { fontWeight(.bold) }

    /// `.italic()`: text inside slanted.
    public func italic() -> View { .modified(self, .italic) }

    /// `.aspectRatio(ratio, contentMode:)`.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> View {
        .modified(self, .aspectRatio(ratio, contentMode: contentMode))
    }

    /// `.position(x:y:)`.
    public func position(x: Double = 0, y: Double = 0) -> View {
        .modified(self, .position(x: x, y: y))
    }

    /// `.multilineTextAlignment(alignment)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> View {
        .modified(self, .multilineTextAlignment(alignment))
    }

    /// `.fixedSize()` and `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> View {
        .modified(self, .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// `.layoutPriority(_:)`.
    public func layoutPriority(_ value: Double) -> View {
        .modified(self, .layoutPriority(value))
    }
}

// MARK: - Shapes as views

extension AnyShape {
    /// `shape.fill(style, style: FillStyle(eoFill:))` as a view; nil style is the foreground style.
    public func fill(_ style: ShapeStyle? = nil, rule: FillRule = .nonZero) -> View {
        .shape(self, .fill(style, rule))
    }

    /// `shape.stroke(style, style: StrokeStyle(…))` as a view.
    public func stroke(_ style: ShapeStyle? = nil, style strokeStyle: StrokeStyle = StrokeStyle()) -> View {
        .shape(self, .stroke(style, strokeStyle))
    }

    /// `shape.stroke(style, lineWidth:)` as a view.
    public func stroke(_ style: ShapeStyle? = nil, lineWidth: Double) -> View {
        .shape(self, .stroke(style, StrokeStyle(lineWidth: lineWidth)))
    }

    /// `shape.strokeBorder(style, style: StrokeStyle(…))` as a view.
    public func strokeBorder(_ style: ShapeStyle? = nil, style strokeStyle: StrokeStyle = StrokeStyle()) -> View {
        .shape(self, .strokeBorder(style, strokeStyle))
    }

    /// `shape.strokeBorder(style, lineWidth:)` as a view.
    public func strokeBorder(_ style: ShapeStyle? = nil, lineWidth: Double) -> View {
        .shape(self, .strokeBorder(style, StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape as a view filled with the foreground style, as a bare `Circle()` in a view.
    public var view: View { .shape(self, .defaultFill) }
}

extension View {
    /// An image that stretches to what it is offered; other views are returned unchanged.
    public func resizable() -> View {
        switch self {
        case .image(let pixels, _): .image(pixels, resizable: true)
        case .surface(.symbol(let name, _, let scale)): .surface(.symbol(name, resizable: true, scale: scale))
        case .modified(let inner, let modifier): .modified(inner.resizable(), modifier)
        default: self
        }
    }
}
