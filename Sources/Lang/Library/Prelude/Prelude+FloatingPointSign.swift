extension Prelude {
    /// The standard library's `FloatingPointSign` and the floating-point types' `sign`.
    static let floatingPointSign = #"""
    /// The sign of a floating-point value.
    enum FloatingPointSign {
        /// Positive, +0.0 among them.
        case plus
        /// Negative, -0.0 among them.
        case minus
    }

    extension Double {
        /// `.minus` for negative values and -0.0, else `.plus`.
        var sign: FloatingPointSign { self < 0 || (self == 0 && 1 / self < 0) ? .minus : .plus }
    }

    extension CGFloat {
        /// `.minus` for negative values and -0.0, else `.plus`.
        var sign: FloatingPointSign { self < 0 || (self == 0 && 1 / self < 0) ? .minus : .plus }
    }

    extension Float {
        /// `.minus` for negative values and -0.0, else `.plus`.
        var sign: FloatingPointSign { self < 0 || (self == 0 && 1 / self < 0) ? .minus : .plus }
    }
    """#
}
