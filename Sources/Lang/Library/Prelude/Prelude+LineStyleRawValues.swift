extension Prelude {
    /// Core Graphics' `Int32` raw values of `CGLineCap` and `CGLineJoin`, as pasted code writes
    /// `CGLineCap(rawValue: 1)!` for `.round`.
    static let lineStyleRawValues = #"""
    extension CGLineCap {
        /// The cap whose Core Graphics value is `rawValue` (0 butt, 1 round, 2 square), or nil.
        init?(rawValue: Int32) {
            switch rawValue {
            case 0: self = .butt
            case 1: self = .round
            case 2: self = .square
            default: return nil
            }
        }
        /// The cap's Core Graphics value.
        var rawValue: Int32 {
            switch self {
            case .butt: return 0
            case .round: return 1
            case .square: return 2
            }
        }
    }

    extension CGLineJoin {
        /// The join whose Core Graphics value is `rawValue` (0 miter, 1 round, 2 bevel), or nil.
        init?(rawValue: Int32) {
            switch rawValue {
            case 0: self = .miter
            case 1: self = .round
            case 2: self = .bevel
            default: return nil
            }
        }
        /// The join's Core Graphics value.
        var rawValue: Int32 {
            switch self {
            case .miter: return 0
            case .round: return 1
            case .bevel: return 2
            }
        }
    }
    """#
}
