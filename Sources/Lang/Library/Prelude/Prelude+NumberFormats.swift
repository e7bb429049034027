extension Prelude {
    /// `Text(value, format: .number)` and `value.formatted(.number)`: Foundation's number format
    /// styles as swiftc's Foundation writes them in English, grouping thousands with commas; a
    /// floating-point number with at most six fraction digits, none when whole (`32`, `3.141593`), a
    /// negative one signed even when it rounds to zero (`-0`),
    /// rounded half to even on its shortest decimal digits (`2.675` to two places is `2.68`);
    /// `.percent` a hundred times a floating-point value (`0.5` is `50%`, an `Int` 50 is `50%`);
    /// `.currency(code:)` with the currency's symbol (`US$1,234.50`); `.notation(.compactName)`
    /// with a K, M, B or T and two significant digits under a hundred (`1.2K`, `123K`).
    static let numberFormats = #"""
    /// How a number is written (Foundation's `IntegerFormatStyle` and `FloatingPointFormatStyle`
    /// share these settings).
    struct _NumberFormatSettings {
        var percent = false
        var scalesPercent = true
        var fractionDigits: ClosedRange<Int> = 0...6
        var significantDigits: ClosedRange<Int>? = nil
        var integerLength = 0
        var grouping = true
        var compact = false
        var currency: String? = nil

        /// The number `0.digits × 10^exponent` (negative when `negative`) written in these settings.
        func format(negative: Bool, digits: [Int], exponent: Int) -> String {
            var number = _DecimalDigits(digits: digits, exponent: exponent)
            if percent && scalesPercent { number.exponent += 2 }
            var suffix = ""
            if compact && significantDigits == nil {
                var unit = 0
                for _ in 0..<3 {
                    let whole = number.isZero ? 0 : number.exponent
                    unit = whole >= 4 ? min((whole - 1) / 3, 4) : 0
                    let unitWhole = whole - 3 * unit
                    number.round(toPlace: max(2, unitWhole) - whole)
                    let after = number.isZero ? 0 : number.exponent
                    if (after >= 4 ? min((after - 1) / 3, 4) : 0) == unit { break }
                }
                number.exponent -= 3 * unit
                suffix = ["", "K", "M", "B", "T"][unit]
            } else if let significant = significantDigits {
                number.round(toPlace: significant.upperBound - number.exponent)
            } else {
                number.round(toPlace: fractionDigits.upperBound)
            }
            var whole = number.wholeDigits
            var fraction = number.fractionDigits
            var leastFraction = fractionDigits.lowerBound
            if compact { leastFraction = 0 }
            if let significant = significantDigits {
                let wholeCount = whole == [0] ? 0 : whole.count
                leastFraction = max(0, significant.lowerBound - wholeCount)
            }
            while fraction.count > leastFraction && fraction.last == 0 { fraction.removeLast() }
            while fraction.count < leastFraction { fraction.append(0) }
            while whole.count < integerLength { whole.insert(0, at: 0) }
            var wholeText = ""
            for (index, digit) in whole.enumerated() {
                if grouping && index > 0 && (whole.count - index) % 3 == 0 { wholeText += "," }
                wholeText += String(digit)
            }
            let sign = negative ? "-" : ""
            let text = wholeText + (fraction.isEmpty ? "" : "." + fraction.map { String($0) }.joined()) + suffix
            guard let code = currency else { return sign + text + (percent ? "%" : "") }
            let symbol = _currencySymbol(code)
            // A code without a symbol is set off by a no-break space, as ICU writes it.
            return sign + symbol + (symbol == code.uppercased() ? "\u{A0}" : "") + text
        }

        /// `value` written in these settings.
        func format(_ value: Double) -> String {
            guard value.isFinite else {
                return (value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞")) + (percent ? "%" : "")
            }
            let number = _DecimalDigits(value)
            return format(negative: value.sign == .minus, digits: number.digits, exponent: number.exponent)
        }

        /// `value` written in these settings, from its exact digits.
        func format(_ value: Int) -> String {
            let text = String(value)
            let digits = text.compactMap { $0.wholeNumberValue }
            return format(negative: value < 0, digits: digits, exponent: digits.count)
        }
    }

    /// The symbol Foundation writes for a currency `code` in English, or the code itself.
    func _currencySymbol(_ code: String) -> String {
        let symbols = ["USD": "US$", "EUR": "€", "GBP": "£", "JPY": "JP¥", "CAD": "CA$", "AUD": "A$",
                       "CNY": "CN¥", "INR": "₹", "KRW": "₩", "MXN": "MX$", "NZD": "NZ$", "BRL": "R$",
                       "HKD": "HK$", "ILS": "₪", "VND": "₫", "TWD": "NT$", "PHP": "₱", "XAF": "FCFA"]
        return symbols[code.uppercased()] ?? code.uppercased()
    }

    /// How many fraction digits a currency is written with (the yen and the won have none).
    func _currencyFractionDigits(_ code: String) -> Int {
        ["JPY", "KRW", "VND", "CLP", "ISK", "XAF"].contains(code.uppercased()) ? 0 : 2
    }

    /// A non-negative decimal number `0.digits × 10^exponent`, rounded half to even as
    /// Foundation's formatters round.
    struct _DecimalDigits {
        var digits: [Int]
        var exponent: Int

        init(digits: [Int], exponent: Int) {
            self.digits = digits
            self.exponent = exponent
            trim()
        }

        /// The shortest decimal digits that read back as `value` (its `description`'s digits).
        init(_ value: Double) {
            let text = "\(abs(value))"
            var mantissa = text
            var power = 0
            if let e = text.firstIndex(of: "e") {
                mantissa = String(text[..<e])
                power = Int(text[text.index(after: e)...]) ?? 0
            }
            let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
            let whole = parts.first.map { String($0) } ?? ""
            let fraction = parts.count > 1 ? String(parts[1]) : ""
            let all = (whole + fraction).compactMap { $0.wholeNumberValue }
            self.init(digits: all, exponent: whole.count + power)
        }

        /// Whether the number is zero.
        var isZero: Bool { digits.isEmpty }

        /// Drops leading and trailing zero digits, which do not change the number.
        mutating func trim() {
            while digits.first == 0 {
                digits.removeFirst()
                exponent -= 1
            }
            while digits.last == 0 { digits.removeLast() }
            if digits.isEmpty { exponent = 0 }
        }

        /// Rounds to `place` digits after the point (a negative place rounds to tens, hundreds…).
        mutating func round(toPlace place: Int) {
            let keep = exponent + place
            guard keep < digits.count else { return }
            guard keep >= 0 else {
                digits = []
                trim()
                return
            }
            let rest = Array(digits[keep...])
            var kept = Array(digits[..<keep])
            let half = rest[0] > 5 || (rest[0] == 5 && (rest.count > 1 || (kept.last ?? 0) % 2 == 1))
            if half {
                var index = kept.count - 1
                while index >= 0 && kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                }
                if index >= 0 {
                    kept[index] += 1
                } else {
                    kept.insert(1, at: 0)
                    exponent += 1
                }
            }
            digits = kept
            trim()
        }

        /// The digits before the point (`[0]` when there are none).
        var wholeDigits: [Int] {
            guard exponent > 0 else { return [0] }
            var whole = Array(digits.prefix(exponent))
            while whole.count < exponent { whole.append(0) }
            return whole
        }

        /// The digits after the point, without trailing zeros.
        var fractionDigits: [Int] {
            if exponent >= digits.count { return [] }
            if exponent >= 0 { return Array(digits[exponent...]) }
            return Array(repeating: 0, count: -exponent) + digits
        }
    }

    /// A number format style: its settings, and the modifiers both styles share.
    protocol _NumberFormatStyle {
        var _settings: _NumberFormatSettings { get }
        init(_settings: _NumberFormatSettings)
    }
    extension _NumberFormatStyle {
        /// The style with `precision`'s digits (`.number.precision(.fractionLength(1))`).
        func precision(_ precision: NumberFormatPrecision) -> Self {
            Self(_settings: precision._applied(to: _settings))
        }
        /// The style with or without thousands separators.
        func grouping(_ grouping: NumberFormatGrouping) -> Self {
            var settings = _settings
            settings.grouping = grouping._grouped
            return Self(_settings: settings)
        }
        /// The style in `notation` (`.compactName` writes `1.2K`).
        func notation(_ notation: NumberFormatNotation) -> Self {
            var settings = _settings
            settings.compact = notation._compact
            return Self(_settings: settings)
        }
    }

    /// How an integer is written (Foundation's `IntegerFormatStyle`, English).
    /// Its modifiers `precision(_:)`, `grouping(_:)` and `notation(_:)` give the style changed.
    struct IntegerFormatStyle: _NumberFormatStyle {
        var _settings: _NumberFormatSettings
        /// Digits grouped by thousands: `1,234`.
        static var number: IntegerFormatStyle { IntegerFormatStyle(_settings: _NumberFormatSettings(fractionDigits: 0...0)) }
        /// The value with a percent sign: `50%`.
        static var percent: IntegerFormatStyle {
            IntegerFormatStyle(_settings: _NumberFormatSettings(percent: true, scalesPercent: false, fractionDigits: 0...0))
        }
        /// The value as an amount of the currency `code`: `US$5.00`.
        static func currency(code: String) -> IntegerFormatStyle {
            let digits = _currencyFractionDigits(code)
            return IntegerFormatStyle(_settings: _NumberFormatSettings(fractionDigits: digits...digits, currency: code))
        }
        /// `value` written in this style.
        func format(_ value: Int) -> String { _settings.format(value) }
    }

    /// How a floating-point number is written (Foundation's `FloatingPointFormatStyle`, English).
    /// Its modifiers `precision(_:)`, `grouping(_:)` and `notation(_:)` give the style changed.
    struct FloatingPointFormatStyle: _NumberFormatStyle {
        var _settings: _NumberFormatSettings
        /// Thousands grouped, up to six fraction digits: `1,234.5`.
        static var number: FloatingPointFormatStyle { FloatingPointFormatStyle(_settings: _NumberFormatSettings()) }
        /// A hundred times the value with a percent sign: `0.5` is `50%`.
        static var percent: FloatingPointFormatStyle { FloatingPointFormatStyle(_settings: _NumberFormatSettings(percent: true)) }
        /// The value as an amount of the currency `code`: `US$1,234.50`.
        static func currency(code: String) -> FloatingPointFormatStyle {
            let digits = _currencyFractionDigits(code)
            return FloatingPointFormatStyle(_settings: _NumberFormatSettings(fractionDigits: digits...digits, currency: code))
        }
        /// `value` written in this style.
        func format(_ value: Double) -> String { _settings.format(value) }
    }

    /// How many digits a number format writes.
    struct NumberFormatPrecision {
        var _fraction: ClosedRange<Int>?
        var _significant: ClosedRange<Int>?
        var _integer: Int?
        /// Exactly `length` fraction digits.
        static func fractionLength(_ length: Int) -> NumberFormatPrecision {
            let digits = max(0, min(length, 15))
            return NumberFormatPrecision(_fraction: digits...digits)
        }
        /// Between `lengths`' bounds of fraction digits.
        static func fractionLength(_ lengths: ClosedRange<Int>) -> NumberFormatPrecision {
            NumberFormatPrecision(_fraction: max(0, min(lengths.lowerBound, 15))...max(0, min(lengths.upperBound, 15)))
        }
        /// Exactly `count` significant digits.
        static func significantDigits(_ count: Int) -> NumberFormatPrecision {
            let digits = max(1, min(count, 17))
            return NumberFormatPrecision(_significant: digits...digits)
        }
        /// Between `counts`' bounds of significant digits.
        static func significantDigits(_ counts: ClosedRange<Int>) -> NumberFormatPrecision {
            NumberFormatPrecision(_significant: max(1, min(counts.lowerBound, 17))...max(1, min(counts.upperBound, 17)))
        }
        /// At least `length` digits before the point, padded with zeros.
        static func integerLength(_ length: Int) -> NumberFormatPrecision {
            NumberFormatPrecision(_integer: max(0, min(length, 40)))
        }
        /// At least `integer` digits before the point and exactly `fraction` after it.
        static func integerAndFractionLength(integer: Int, fraction: Int) -> NumberFormatPrecision {
            let digits = max(0, min(fraction, 15))
            return NumberFormatPrecision(_fraction: digits...digits, _integer: max(0, min(integer, 40)))
        }
        /// `settings` with these digits.
        func _applied(to settings: _NumberFormatSettings) -> _NumberFormatSettings {
            var result = settings
            if let fraction = _fraction { result.fractionDigits = fraction }
            if let significant = _significant { result.significantDigits = significant }
            if let integer = _integer { result.integerLength = integer }
            return result
        }
    }

    /// Whether a number format separates thousands.
    struct NumberFormatGrouping {
        var _grouped: Bool
        /// Thousands separated by commas.
        static var automatic: NumberFormatGrouping { NumberFormatGrouping(_grouped: true) }
        /// No separators.
        static var never: NumberFormatGrouping { NumberFormatGrouping(_grouped: false) }
    }

    /// How a number format writes large numbers.
    struct NumberFormatNotation {
        var _compact: Bool
        /// All the digits.
        static var automatic: NumberFormatNotation { NumberFormatNotation(_compact: false) }
        /// A K, M, B or T suffix: `1.2K`.
        static var compactName: NumberFormatNotation { NumberFormatNotation(_compact: true) }
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
