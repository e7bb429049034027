extension Prelude {
    /// iOS 17's shape surface: shapes as implicit members (`.rect`, `.circle`,
    /// `.rect(cornerRadius:)` …), `AnyShape`, `ContainerRelativeShape`, `size(_:)`, the line set
    /// operations and `Path.addEllipses` (`fill` then `stroke` chaining: Prelude+ShapeStrokes).
    static let shapeSurface = #"""
    extension Shape {
        /// A rectangle.
        static var rect: Rectangle { Rectangle() }
        /// A rectangle with corners of radius `cornerRadius`.
        static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
            RoundedRectangle(cornerRadius: cornerRadius, style: style)
        }
        /// A rectangle with corners of elliptical size `cornerSize`.
        static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
            RoundedRectangle(cornerSize: cornerSize, style: style)
        }
        /// A rectangle with a radius of its own at each corner.
        static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                         topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
            UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                                   bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
        }
        /// A circle.
        static var circle: Circle { Circle() }
        /// An ellipse.
        static var ellipse: Ellipse { Ellipse() }
        /// A capsule.
        static var capsule: Capsule { Capsule() }
        /// A capsule whose ends have `style`.
        static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
        /// The container's shape: a rectangle on a canvas.
        static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }

        /// The shape drawn at a fixed `size` at the top leading corner of its frame.
        func size(_ size: CGSize) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .size(size.width, size.height)) }
        /// The shape drawn `width` × `height` at the top leading corner of its frame.
        func size(width: CGFloat, height: CGFloat) -> _ModifiedShape { _ModifiedShape(shape: self, modifier: .size(width, height)) }
        /// The part of this shape's outline inside `other`.
        func lineIntersection(_ other: any Shape, eoFill: Bool = false) -> _ModifiedShape {
            _ModifiedShape(shape: self, modifier: .lineIntersection(other, eoFill))
        }
        /// The part of this shape's outline outside `other`.
        func lineSubtraction(_ other: any Shape, eoFill: Bool = false) -> _ModifiedShape {
            _ModifiedShape(shape: self, modifier: .lineSubtraction(other, eoFill))
        }
    }

    /// The shape of the container: the one an ancestor's `.containerShape(_:)` gave (a widget's
    /// rounded rectangle), in the shape's own frame; a rectangle where none did.
    struct ContainerRelativeShape: InsettableShape {
        @_native("Shape.path") func path(in rect: CGRect) -> Path
        /// The container's shape where the bridge draws this one (its environment then).
        func _container() -> any Shape { _currentEnvironment()._containerShape ?? Rectangle() }
    }

    /// A shape with its type erased: it draws as the shape it wraps.
    struct AnyShape: Shape {
        var _shape: any Shape
        /// The shape `shape`, its type erased.
        init<S: Shape>(_ shape: S) { _shape = shape }
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }

    extension Path {
        /// Adds an ellipse inscribed in each rectangle, each as its own subpath.
        mutating func addEllipses(_ rects: [CGRect]) {
            for rect in rects { addEllipse(in: rect) }
        }
    }
    """#
}
