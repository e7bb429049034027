extension Prelude {
    /// Foundation's `.dateTime` date format style: `date.formatted(.dateTime.month().day())`,
    /// `Text(date, format: .dateTime.year())` and a chart's `AxisValueLabel(format: .dateTime.month())`.
    /// Each field adds its symbol to a Unicode date template, which English writes as ICU's best
    /// pattern for it (`MMMd` is "Mar 1"); `.dateTime` alone is the numeric date and the time.
    static let dateFormatStyles = #"""
    extension Date.FormatStyle {
        /// The fields a `.dateTime` style writes, each as one of its symbols.
        struct Symbol {
            /// How a year is written.
            struct Year {
                var _symbol: String
                static var defaultDigits: Date.FormatStyle.Symbol.Year { Date.FormatStyle.Symbol.Year(_symbol: "y") }
                static var twoDigits: Date.FormatStyle.Symbol.Year { Date.FormatStyle.Symbol.Year(_symbol: "yy") }
            }
            /// How a month is written.
            struct Month {
                var _symbol: String
                static var defaultDigits: Date.FormatStyle.Symbol.Month { Date.FormatStyle.Symbol.Month(_symbol: "M") }
                static var twoDigits: Date.FormatStyle.Symbol.Month { Date.FormatStyle.Symbol.Month(_symbol: "MM") }
                static var abbreviated: Date.FormatStyle.Symbol.Month { Date.FormatStyle.Symbol.Month(_symbol: "MMM") }
                static var wide: Date.FormatStyle.Symbol.Month { Date.FormatStyle.Symbol.Month(_symbol: "MMMM") }
                static var narrow: Date.FormatStyle.Symbol.Month { Date.FormatStyle.Symbol.Month(_symbol: "MMMMM") }
            }
            /// How a day of the month is written.
            struct Day {
                var _symbol: String
                static var defaultDigits: Date.FormatStyle.Symbol.Day { Date.FormatStyle.Symbol.Day(_symbol: "d") }
                static var twoDigits: Date.FormatStyle.Symbol.Day { Date.FormatStyle.Symbol.Day(_symbol: "dd") }
            }
            /// How a day of the week is written.
            struct Weekday {
                var _symbol: String
                static var abbreviated: Date.FormatStyle.Symbol.Weekday { Date.FormatStyle.Symbol.Weekday(_symbol: "EEE") }
                static var wide: Date.FormatStyle.Symbol.Weekday { Date.FormatStyle.Symbol.Weekday(_symbol: "EEEE") }
                static var narrow: Date.FormatStyle.Symbol.Weekday { Date.FormatStyle.Symbol.Weekday(_symbol: "EEEEE") }
                static var short: Date.FormatStyle.Symbol.Weekday { Date.FormatStyle.Symbol.Weekday(_symbol: "EEEEEE") }
            }
        }
        /// All the fields, as `.dateTime.year().month()` adds them.
        static var dateTime: Date.FormatStyle { Date.FormatStyle() }
        /// The style with the year.
        func year(_ format: Date.FormatStyle.Symbol.Year = .defaultDigits) -> Date.FormatStyle { _adding(format._symbol) }
        /// The style with the month.
        func month(_ format: Date.FormatStyle.Symbol.Month = .abbreviated) -> Date.FormatStyle { _adding(format._symbol) }
        /// The style with the day of the month.
        func day(_ format: Date.FormatStyle.Symbol.Day = .defaultDigits) -> Date.FormatStyle { _adding(format._symbol) }
        /// The style with the day of the week.
        func weekday(_ format: Date.FormatStyle.Symbol.Weekday = .abbreviated) -> Date.FormatStyle { _adding(format._symbol) }
        /// The style with the hour (and AM or PM, as English writes it).
        func hour() -> Date.FormatStyle { _adding("j") }
        /// The style with the minute.
        func minute() -> Date.FormatStyle { _adding("mm") }
        /// The style with the second.
        func second() -> Date.FormatStyle { _adding("ss") }
        /// The style with `symbol` added to its template.
        func _adding(_ symbol: String) -> Date.FormatStyle {
            var style = self
            style._template += symbol
            return style
        }
        /// `date` written in this style, in the current time zone.
        func format(_ date: Date) -> String {
            _dateTemplate(date.timeIntervalSinceReferenceDate, _template.isEmpty ? "yMdjmm" : _template, TimeZone.current.identifier)
        }
    }

    extension Date {
        /// The date written in `format` (`.dateTime.month().day()`).
        func formatted(_ format: Date.FormatStyle) -> String { format.format(self) }
    }

    extension Text {
        /// `date` written in `format` (`Text(date, format: .dateTime.month())`).
        init(_ date: Date, format: Date.FormatStyle) { self.init(format.format(date)) }
    }
    """#
}
