extension Prelude {
    /// UIKit's `UIEdgeInsets` and `CGRect.inset(by:)`, which shape code written for iOS uses to
    /// shrink the rectangle `path(in:)` is given.
    static let edgeInsets = #"""
    /// Insets on each edge of a rectangle, as UIKit's `UIEdgeInsets` (left and right, not
    /// leading and trailing).
    struct UIEdgeInsets: Equatable {
        var top: CGFloat
        var left: CGFloat
        var bottom: CGFloat
        var right: CGFloat
        /// No insets.
        static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    }

    extension CGRect {
        /// The rectangle shrunk by `insets` on each edge (negative insets grow it), as UIKit's
        /// `inset(by:)`.
        func inset(by insets: UIEdgeInsets) -> CGRect {
            let r = standardized
            return CGRect(x: r.minX + insets.left, y: r.minY + insets.top,
                          width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
        }
    }
    """#
}
