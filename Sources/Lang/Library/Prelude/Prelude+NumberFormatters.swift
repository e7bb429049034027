extension Prelude {
    /// Foundation's `NumberFormatter` and the `NSNumber` it takes, writing numbers as an English
    /// (United States) locale does through the number format styles (`Prelude+NumberFormats`):
    /// a progress ring's `formatter.numberStyle = .percent` writes 0.65 as `65%`.
    static let numberFormatters = #"""
    /// A number boxed as Foundation's formatters take it.
    final class NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        /// The number as a `Double`.
        let doubleValue: Double
        /// The number `value`.
        init(value: Double) { doubleValue = value }
        /// The integer `value`.
        init(value: Int) { doubleValue = Double(value) }
        /// The number written as a floating-point literal.
        init(floatLiteral value: Double) { doubleValue = value }
        /// The number written as an integer literal.
        init(integerLiteral value: Int) { doubleValue = Double(value) }
    }

    /// Writes numbers as text, as Foundation's `NumberFormatter` in English.
    class NumberFormatter {
        /// How a number is written: as it is, grouped by thousands, or as a percentage.
        enum Style { case none, decimal, percent }
        /// The style (`.none` unless set).
        var numberStyle: NumberFormatter.Style = .none {
            didSet { maximumFractionDigits = numberStyle == .decimal ? 3 : 0 }
        }
        /// The fewest digits after the point.
        var minimumFractionDigits = 0
        /// The most digits after the point (rounded to them).
        var maximumFractionDigits = 0
        init() {}
        /// `number` written in the style, with between the least and most fraction digits.
        func string(from number: NSNumber) -> String? {
            let least = max(0, min(minimumFractionDigits, 15))
            let most = max(least, min(maximumFractionDigits, 15))
            let settings = _NumberFormatSettings(percent: numberStyle == .percent, fractionDigits: least...most,
                                                 grouping: numberStyle != .none)
            return settings.format(number.doubleValue)
        }
    }
    """#
}
