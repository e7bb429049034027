/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The zero size.
    public static let zero = Size(width: 0, height: 0)

    /// The size as "(width, height)".
    public var description: String { "(\(width), \(height))" }
}
