import Geometry

/// A shape as data: a name for descriptions and a function from the frame it is given to its
/// outline, as SwiftUI's `Shape.path(in:)`.
///
/// Builtin shapes (`rectangle`, `circle`, …) and shapes written in script code (the interpreter
/// wraps a struct's `path(in:)` in `makePath`) are the same type, so modifiers compose freely.
/// Shapes are flexible in layout: they take the whole size proposed to them.
public struct AnyShape {
    /// A short name for `text/plain` descriptions, such as `Circle` or `Star(points: 5)`.
    public var name: String
    /// The outline inside `rect`, which has its origin at zero unless the shape is inset.
    public var makePath: (Rect) throws -> Path
    /// The outline inset by an amount, for shapes that are SwiftUI `InsettableShape`s; nil otherwise.
    ///
    /// `strokeBorder` and `inset(by:)` use it; shapes without it fall back to shrinking their rect,
    /// which is exact for shapes drawn relative to the rect and close for the others.
    public var makeInsetPath: ((Rect, Double) throws -> Path)?
    /// Whether the shape, offered a length on one axis and none on the other, takes that length
    /// on both: a circle, as SwiftUI's `Circle.sizeThatFits` sizes itself (a `Circle` framed 44
    /// wide in a custom layout's `.unspecified` proposal is a 44-point circle). Other shapes take
    /// their ideal 10 points on the axis with no proposal.
    public var isSquareFromOneLength = false

    /// A shape from a path function; the inset shape is the same function on a shrunken rect.
    public init(name: String, makePath: @escaping (Rect) throws -> Path) {
        self.name = name
        self.makePath = makePath
        self.makeInsetPath = nil
    }

    /// A shape from a path function and an explicit inset rule (for insettable builtins).
    public init(name: String, makePath: @escaping (Rect) throws -> Path,
                makeInsetPath: @escaping (Rect, Double) throws -> Path) {
        self.name = name
        self.makePath = makePath
        self.makeInsetPath = makeInsetPath
    }

    /// The shape's outline in `rect`, as `Shape.path(in:)`.
    public func path(in rect: Rect) throws -> Path {
        try makePath(rect)
    }

    /// The outline in `rect` inset by `amount` on every side (negative amounts grow it). An inset
    /// past the middle leaves nothing, as CoreGraphics' `insetBy` then gives the null rectangle
    /// (`Circle().strokeBorder(lineWidth: 40)` in a 10-point frame draws nothing).
    public func insetPath(in rect: Rect, by amount: Double) throws -> Path {
        let standard = rect.standardized
        if standard.width - 2 * amount < 0 || standard.height - 2 * amount < 0 { return Path() }
        if let makeInsetPath { return try makeInsetPath(rect, amount) }
        return try makePath(rect.insetBy(dx: amount, dy: amount))
    }
}
