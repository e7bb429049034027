extension Prelude {
    /// SwiftUI's built-in shapes and Shapebook's own. Each draws through Canvas's shape of the
    /// same name (`ShapeBridge`), so `path(in:)` and the figure agree.
    static let shapes = #"""
    /// A rectangle filling its frame.
    struct Rectangle: InsettableShape {
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// The largest circle centred in its frame.
    struct Circle: InsettableShape {
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// The ellipse inscribed in its frame.
    struct Ellipse: InsettableShape {
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// A rounded rectangle whose corner radius is half its shorter side.
    struct Capsule: InsettableShape {
        var style: RoundedCornerStyle = .continuous
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// A rectangle with rounded corners (the radius clamped to half the shorter side).
    struct RoundedRectangle: InsettableShape {
        var cornerSize: CGSize
        var style: RoundedCornerStyle = .continuous
        /// Corners of radius `cornerRadius`.
        init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
            cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
            self.style = style
        }
        /// Corners of elliptical size `cornerSize`.
        init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
            self.cornerSize = cornerSize
            self.style = style
        }
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// A rectangle with a different radius at each corner.
    struct UnevenRoundedRectangle: InsettableShape {
        var topLeadingRadius: CGFloat = 0
        var bottomLeadingRadius: CGFloat = 0
        var bottomTrailingRadius: CGFloat = 0
        var topTrailingRadius: CGFloat = 0
        /// Squircle corners by default, as SwiftUI's.
        var style: RoundedCornerStyle = .continuous
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// A regular polygon: circumradius min(width, height)/2 about the centre, first vertex at angle 0.
    struct RegularPolygon: Shape {
        var sides: Int
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// The polygon through `points` (absolute coordinates in the frame).
    struct Polygon: Shape {
        var points: [CGPoint]
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// The rounded star of the star article, with exactly tangent corner arcs.
    struct Star: Shape {
        var points: Int = 5
        var cornerRadius: CGFloat = 0
        var innerRatio: CGFloat = 0.4
        var innerCornerRadius: CGFloat? = nil
        var isCutout: Bool = false
        var isCircleOutline: Bool = false
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// The heart of the blob article.
    struct Heart: Shape {
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// The curves a blob is drawn with.
    enum BlobStyle { case quad, alternatingCubic, cubic, smooth }
    /// A random blob (`seed` fixes it): `style` chooses the article's curves.
    struct Blob: Shape {
        var points: Int
        var seed: Int = _sessionSeed()
        var style: BlobStyle = .smooth
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// How metaballs are joined.
    enum MetaballStyle { case bridge, field }
    /// Circles joined into blobs: `.bridge` (two Béziers between pairs) or `.field` (a contour).
    struct Metaballs: Shape {
        var circles: [(center: CGPoint, radius: CGFloat)]
        var style: MetaballStyle = .bridge
        var threshold: CGFloat = 1
        init(_ circles: [(center: CGPoint, radius: CGFloat)], style: MetaballStyle = .bridge, threshold: CGFloat = 1) {
            self.circles = circles
            self.style = style
            self.threshold = threshold
        }
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// Two outlines resampled to matching points and interpolated at `progress` (0…1).
    struct Morph: Shape {
        var from: any Shape
        var to: any Shape
        var progress: CGFloat
        var samples: Int = 100
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }

    extension Path: Shape {
        /// The path itself, in absolute coordinates whatever the frame.
        func path(in rect: CGRect) -> Path { self }
    }

    /// What a shape modifier does to the shape it wraps.
    enum _ShapeModifier {
        case trim(CGFloat, CGFloat)
        case offset(CGFloat, CGFloat)
        case rotation(Angle, UnitPoint)
        case scale(CGFloat, CGFloat, UnitPoint)
        case transform(CGAffineTransform)
        case inset(CGFloat)
        case union(any Shape, Bool)
        case intersection(any Shape, Bool)
        case subtracting(any Shape, Bool)
        case symmetricDifference(any Shape, Bool)
        case lineIntersection(any Shape, Bool)
        case lineSubtraction(any Shape, Bool)
        case size(CGFloat, CGFloat)
    }
    /// A shape with a modifier applied; still a shape.
    struct _ModifiedShape: InsettableShape {
        var shape: any Shape
        var modifier: _ShapeModifier
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }

    extension Shape {
        /// The part of the outline between two fractions of its length.
        func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .trim(start, end)) }
        /// The shape moved by (`x`, `y`).
        func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .offset(x, y)) }
        /// The shape turned by `angle` about `anchor` of its frame.
        func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .rotation(angle, anchor)) }
        /// The shape scaled by `scale` about `anchor`.
        func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .scale(scale, scale, anchor)) }
        /// The shape scaled by `x` and `y` about `anchor`.
        func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .scale(x, y, anchor)) }
        /// The shape mapped through `transform`.
        func transform(_ transform: CGAffineTransform) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .transform(transform)) }
        /// The shape drawn in its frame shrunk by `amount` on every side.
        func inset(by amount: CGFloat) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .inset(amount)) }
        /// The union of the two shapes in the same frame.
        func union(_ other: any Shape, eoFill: Bool = false) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .union(other, eoFill)) }
        /// The intersection of the two shapes in the same frame.
        func intersection(_ other: any Shape, eoFill: Bool = false) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .intersection(other, eoFill)) }
        /// This shape with `other` cut away.
        func subtracting(_ other: any Shape, eoFill: Bool = false) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .subtracting(other, eoFill)) }
        /// What is in exactly one of the two shapes.
        func symmetricDifference(_ other: any Shape, eoFill: Bool = false) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .symmetricDifference(other, eoFill)) }
    }
    """#
}
