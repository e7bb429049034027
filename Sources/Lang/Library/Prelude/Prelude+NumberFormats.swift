extension Prelude {
    /// `Text(value, format: .number)` and `value.formatted(.number)`: Foundation's number format
    /// styles as an English (United States) locale writes them, grouping thousands with commas;
    /// a floating-point number with at most six fraction digits, none when whole (`32`,
    /// `3.141593`); `.percent` a hundred times the value (`0.5` is `50%`, an `Int` 50 is `50%`).
    static let numberFormats = #"""
    /// How an integer is written (Foundation's `IntegerFormatStyle`, English).
    struct IntegerFormatStyle {
        var _percent: Bool
        /// Digits grouped by thousands: `1,234`.
        static var number: IntegerFormatStyle { IntegerFormatStyle(_percent: false) }
        /// The value with a percent sign: `50%`.
        static var percent: IntegerFormatStyle { IntegerFormatStyle(_percent: true) }
        /// `value` written in this style.
        func format(_ value: Int) -> String { _groupedDigits(String(value)) + (_percent ? "%" : "") }
    }

    /// How a floating-point number is written (Foundation's `FloatingPointFormatStyle`, English).
    struct FloatingPointFormatStyle {
        var _percent: Bool
        var _fractionDigits: ClosedRange<Int>
        /// Thousands grouped, up to six fraction digits: `1,234.5`.
        static var number: FloatingPointFormatStyle { FloatingPointFormatStyle(_percent: false, _fractionDigits: 0...6) }
        /// A hundred times the value with a percent sign: `0.5` is `50%`.
        static var percent: FloatingPointFormatStyle { FloatingPointFormatStyle(_percent: true, _fractionDigits: 0...6) }
        /// The style with exactly `length` fraction digits (`.number.precision(.fractionLength(1))`).
        func precision(_ precision: NumberFormatPrecision) -> FloatingPointFormatStyle {
            FloatingPointFormatStyle(_percent: _percent, _fractionDigits: precision._fractionDigits)
        }
        /// `value` written in this style.
        func format(_ value: Double) -> String {
            let scaled = _percent ? value * 100 : value
            guard scaled.isFinite else { return scaled.isNaN ? "NaN" : (scaled < 0 ? "-∞" : "∞") }
            let most = max(0, min(_fractionDigits.upperBound, 15))
            var characters = Array(String(format: "%.\(most)f", scaled))
            var negative = false
            if characters.first == "-" {
                negative = true
                characters.removeFirst()
            }
            var whole: [Character] = []
            var fraction: [Character] = []
            var inFraction = false
            for character in characters {
                if character == "." {
                    inFraction = true
                } else if inFraction {
                    fraction.append(character)
                } else {
                    whole.append(character)
                }
            }
            while fraction.count > _fractionDigits.lowerBound && fraction.last == "0" { fraction.removeLast() }
            let isZero = whole.allSatisfy { $0 == "0" } && fraction.allSatisfy { $0 == "0" }
            let sign = negative && !isZero ? "-" : ""
            let digits = _groupedDigits(String(whole))
            return sign + digits + (fraction.isEmpty ? "" : "." + String(fraction)) + (_percent ? "%" : "")
        }
    }

    /// How many fraction digits a number format writes.
    struct NumberFormatPrecision {
        var _fractionDigits: ClosedRange<Int>
        /// Exactly `length` fraction digits.
        static func fractionLength(_ length: Int) -> NumberFormatPrecision {
            let digits = max(0, min(length, 15))
            return NumberFormatPrecision(_fractionDigits: digits...digits)
        }
    }

    /// `digits` (decimal digits, perhaps after a `-`) with a comma between each group of three.
    func _groupedDigits(_ digits: String) -> String {
        var characters = Array(digits)
        var sign = ""
        if characters.first == "-" {
            sign = "-"
            characters.removeFirst()
        }
        var text = ""
        for (index, digit) in characters.enumerated() {
            if index > 0 && (characters.count - index) % 3 == 0 { text += "," }
            text += String(digit)
        }
        return sign + text
    }

    extension Text {
        /// `value` written in `format` (`Text(count, format: .number)`).
        init(_ value: Int, format: IntegerFormatStyle) { self.init(format.format(value)) }
        /// `value` written in `format` (`Text(ratio, format: .percent)`).
        init(_ value: Double, format: FloatingPointFormatStyle) { self.init(format.format(value)) }
    }
    extension Int {
        /// The number written in `format`.
        func formatted(_ format: IntegerFormatStyle) -> String { format.format(self) }
        /// The number with its thousands grouped (`1,234,567`), as `.number` writes it.
        func formatted() -> String { formatted(.number) }
    }
    extension Double {
        /// The number written in `format`.
        func formatted(_ format: FloatingPointFormatStyle) -> String { format.format(self) }
        /// The number as `.number` writes it: thousands grouped, up to six fraction digits (`1,234.5`).
        func formatted() -> String { formatted(.number) }
    }
    extension CGFloat {
        /// The number written in `format`.
        func formatted(_ format: FloatingPointFormatStyle) -> String { format.format(Double(self)) }
        /// The number as `.number` writes it: thousands grouped, up to six fraction digits.
        func formatted() -> String { formatted(.number) }
    }
    """#
}
