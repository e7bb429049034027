extension Prelude {
    /// Foundation's dates as clock code uses them: `Date()` (the system clock), `Calendar`'s
    /// components (the hour, minute and second of a clock face), `TimeZone`, `DateFormatter` and
    /// `Text(date, style:)`. Calendars are Gregorian; the system time zone is Foundation's
    /// (`NativeTable+Date.swift`). A `TimelineView` draws its first date, so figures do not change.
    static let date = #"""
    /// A point in time, as Foundation's `Date`: seconds since 1 January 2001 00:00 UTC.
    struct Date: Equatable, Hashable, Comparable, CustomStringConvertible {
        /// Seconds since the reference date, 1 January 2001 00:00 UTC.
        var timeIntervalSinceReferenceDate: Double
        /// Now, by the system clock.
        init() { timeIntervalSinceReferenceDate = _dateNow() }
        /// The date `seconds` after the reference date.
        init(timeIntervalSinceReferenceDate seconds: Double) { timeIntervalSinceReferenceDate = seconds }
        /// The date `seconds` after 1 January 1970 00:00 UTC.
        init(timeIntervalSince1970 seconds: Double) { timeIntervalSinceReferenceDate = seconds - 978307200 }
        /// The date `seconds` from now.
        init(timeIntervalSinceNow seconds: Double) { timeIntervalSinceReferenceDate = _dateNow() + seconds }
        /// The date `seconds` after `date`.
        init(timeInterval seconds: Double, since date: Date) {
            timeIntervalSinceReferenceDate = date.timeIntervalSinceReferenceDate + seconds
        }
        /// Now, by the system clock.
        static var now: Date { Date() }
        /// A date in the distant past (the year 1).
        static var distantPast: Date { Date(timeIntervalSinceReferenceDate: -63114076800) }
        /// A date in the distant future (the year 4001).
        static var distantFuture: Date { Date(timeIntervalSinceReferenceDate: 63113904000) }
        /// Seconds since 1 January 1970 00:00 UTC.
        var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + 978307200 }
        /// Seconds from now to this date (negative for a date that has passed).
        var timeIntervalSinceNow: Double { timeIntervalSinceReferenceDate - _dateNow() }
        /// Seconds from `date` to this date.
        func timeIntervalSince(_ date: Date) -> Double { timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate }
        /// The date `seconds` later.
        func addingTimeInterval(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + seconds) }
        /// Moves the date `seconds` later.
        mutating func addTimeInterval(_ seconds: Double) { timeIntervalSinceReferenceDate += seconds }
        /// Seconds from this date to `other`.
        func distance(to other: Date) -> Double { other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate }
        /// The date `seconds` later.
        func advanced(by seconds: Double) -> Date { addingTimeInterval(seconds) }
        /// The date in UTC as Foundation prints it: `2001-01-01 00:00:00 +0000`.
        var description: String { _dateDescription(timeIntervalSinceReferenceDate) }
        /// The date `rhs` seconds after `lhs`.
        static func + (lhs: Date, rhs: Double) -> Date { lhs.addingTimeInterval(rhs) }
        /// The date `rhs` seconds before `lhs`.
        static func - (lhs: Date, rhs: Double) -> Date { lhs.addingTimeInterval(-rhs) }
        /// Whether `lhs` is earlier than `rhs`.
        static func < (lhs: Date, rhs: Date) -> Bool { lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate }
        /// The date formatted with the date and time styles (`.formatted(date: .omitted, time: .shortened)`).
        func formatted(date: Date.FormatStyle.DateStyle = .numeric, time: Date.FormatStyle.TimeStyle = .shortened) -> String {
            _dateFormatted(timeIntervalSinceReferenceDate, "\(date)", "\(time)", TimeZone.current.identifier)
        }
        /// The date as `formatted()` writes it: numeric date, shortened time.
        func formatted() -> String { formatted(date: .numeric, time: .shortened) }
        /// How `formatted(date:time:)` writes a date, or the fields `.dateTime` names (a
        /// Unicode date template, `"MMMd"`; empty for `.dateTime` alone).
        struct FormatStyle {
            var _template: String = ""
            /// How much of the day to write.
            enum DateStyle { case omitted, numeric, abbreviated, long, complete }
            /// How much of the time to write.
            enum TimeStyle { case omitted, shortened, standard, complete }
        }
    }

    @_native("Date.now") func _dateNow() -> Double
    @_native("Date.description") func _dateDescription(_ seconds: Double) -> String
    @_native("Date.formatted") func _dateFormatted(_ seconds: Double, _ date: String, _ time: String, _ zone: String) -> String
    @_native("Date.template") func _dateTemplate(_ seconds: Double, _ template: String, _ zone: String) -> String
    @_native("Date.format") func _dateFormat(_ seconds: Double, _ format: String, _ zone: String) -> String
    @_native("Calendar.component") func _calendarComponent(_ component: String, _ seconds: Double, _ zone: String) -> Int
    @_native("Calendar.date") func _calendarDate(_ fields: [Int?], _ zone: String) -> Double?
    @_native("TimeZone.current") func _timeZoneCurrent() -> String
    @_native("TimeZone.named") func _timeZoneNamed(_ identifier: String) -> String?
    @_native("TimeZone.offset") func _timeZoneOffset(_ identifier: String, _ seconds: Double) -> Int

    /// A time zone, as Foundation's `TimeZone`: a region's offset from UTC.
    struct TimeZone: Equatable, Hashable {
        /// The zone's name: `Europe/Paris`, `UTC`.
        var identifier: String
        /// The system's time zone.
        static var current: TimeZone { TimeZone(_identifier: _timeZoneCurrent()) }
        /// UTC.
        static var gmt: TimeZone { TimeZone(_identifier: "GMT") }
        init(_identifier: String) { identifier = _identifier }
        /// The zone called `identifier`; nil when there is no such zone.
        init?(identifier: String) {
            guard let name = _timeZoneNamed(identifier) else { return nil }
            self.identifier = name
        }
        /// A zone `seconds` ahead of UTC.
        init?(secondsFromGMT seconds: Int) {
            guard seconds >= -18 * 3600, seconds <= 18 * 3600 else { return nil }
            let minutes = abs(seconds) / 60
            let hours = String(minutes / 60), rest = String(minutes % 60)
            identifier = "GMT" + (seconds < 0 ? "-" : "+") + (hours.count < 2 ? "0" : "") + hours + (rest.count < 2 ? "0" : "") + rest
        }
        /// Seconds ahead of UTC at `date`.
        func secondsFromGMT(for date: Date = Date()) -> Int { _timeZoneOffset(identifier, date.timeIntervalSinceReferenceDate) }
    }

    /// The parts of a date in a calendar: its year, month, day, hour, minute and second.
    struct DateComponents: Equatable {
        var year: Int? = nil
        var month: Int? = nil
        var day: Int? = nil
        var hour: Int? = nil
        var minute: Int? = nil
        var second: Int? = nil
        var nanosecond: Int? = nil
        var weekday: Int? = nil
    }

    /// A Gregorian calendar in a time zone, as Foundation's `Calendar`: it splits dates into the
    /// hours, minutes and seconds a clock face shows, and puts them together again.
    struct Calendar: Equatable {
        /// Which calendar: only the Gregorian one is drawn here (ISO 8601 counts days alike).
        enum Identifier { case gregorian, iso8601 }
        /// A part of a date.
        enum Component: Hashable { case era, year, month, day, hour, minute, second, nanosecond, weekday, weekOfYear, dayOfYear }
        var identifier: Calendar.Identifier
        /// The zone the calendar's hours are counted in (the system's unless set).
        var timeZone: TimeZone
        /// The user's calendar: Gregorian in the system's time zone.
        static var current: Calendar { Calendar(identifier: .gregorian) }
        /// The user's calendar: Gregorian in the system's time zone.
        static var autoupdatingCurrent: Calendar { Calendar(identifier: .gregorian) }
        /// A calendar in the system's time zone.
        init(identifier: Calendar.Identifier) {
            self.identifier = identifier
            timeZone = TimeZone.current
        }
        /// One part of `date`: `.hour` 0…23, `.minute` 0…59, `.weekday` 1 (Sunday)…7.
        func component(_ component: Calendar.Component, from date: Date) -> Int {
            _calendarComponent("\(component)", date.timeIntervalSinceReferenceDate, timeZone.identifier)
        }
        /// The parts of `date` named in `components` (the others nil).
        func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents {
            var parts = DateComponents()
            func part(_ component: Calendar.Component) -> Int? {
                components.contains(component) ? self.component(component, from: date) : nil
            }
            parts.year = part(.year)
            parts.month = part(.month)
            parts.day = part(.day)
            parts.hour = part(.hour)
            parts.minute = part(.minute)
            parts.second = part(.second)
            parts.nanosecond = part(.nanosecond)
            parts.weekday = part(.weekday)
            return parts
        }
        /// The date `components` name (missing parts are the earliest); nil when they name none.
        func date(from components: DateComponents) -> Date? {
            let fields = [components.year, components.month, components.day, components.hour, components.minute,
                          components.second, components.nanosecond]
            guard let seconds = _calendarDate(fields, timeZone.identifier) else { return nil }
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        /// Midnight at the start of `date`'s day.
        func startOfDay(for date: Date) -> Date {
            let parts = dateComponents([.year, .month, .day], from: date)
            return self.date(from: parts) ?? date
        }
        /// The values `smaller` takes within the `larger` unit that holds `date`: `.day` in
        /// `.month` is `1..<31` for April and `1..<30` for a leap year's February; the fixed ones
        /// (`.month` in `.year`, `.hour` in `.day`, …) as Foundation gives them; nil for another pair.
        func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>? {
            switch (smaller, larger) {
            case (.day, .month):
                let parts = dateComponents([.year, .month], from: date)
                guard let year = parts.year, let month = parts.month,
                      let start = self.date(from: DateComponents(year: year, month: month, day: 1)),
                      let end = self.date(from: DateComponents(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1))
                else { return nil }
                // Days between the two first days, rounded so a daylight-saving hour does not count.
                return 1..<(Int((end.timeIntervalSince(start) / 86_400).rounded()) + 1)
            case (.month, .year): return 1..<13
            case (.hour, .day): return 0..<24
            case (.minute, .hour), (.second, .minute): return 0..<60
            case (.weekday, .weekOfYear): return 1..<8
            default: return nil
            }
        }
        /// `date` moved by `value` of `component` (days, hours, minutes or seconds).
        func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
            var parts = dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
            switch component {
            case .year: parts.year = (parts.year ?? 0) + value
            case .month: parts.month = (parts.month ?? 0) + value
            case .day: parts.day = (parts.day ?? 0) + value
            case .hour: parts.hour = (parts.hour ?? 0) + value
            case .minute: parts.minute = (parts.minute ?? 0) + value
            case .second: parts.second = (parts.second ?? 0) + value
            default: return nil
            }
            return self.date(from: parts)
        }
        /// `date` moved by each part `components` sets (`month = 1, second = -1`: the last second
        /// of a month that starts at `date`).
        func date(byAdding components: DateComponents, to date: Date) -> Date? {
            var parts = dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
            parts.year = (parts.year ?? 0) + (components.year ?? 0)
            parts.month = (parts.month ?? 0) + (components.month ?? 0)
            parts.day = (parts.day ?? 0) + (components.day ?? 0)
            parts.hour = (parts.hour ?? 0) + (components.hour ?? 0)
            parts.minute = (parts.minute ?? 0) + (components.minute ?? 0)
            parts.second = (parts.second ?? 0) + (components.second ?? 0)
            parts.nanosecond = (parts.nanosecond ?? 0) + (components.nanosecond ?? 0)
            return self.date(from: parts)
        }
    }

    extension Calendar {
        /// The days' names from Sunday, in English as Foundation gives them: `"Sunday"` … `"Saturday"`.
        var weekdaySymbols: [String] { ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] }
        /// The days' short names from Sunday: `"Sun"` … `"Sat"`.
        var shortWeekdaySymbols: [String] { weekdaySymbols.map { String($0.prefix(3)) } }
        /// The days' initials from Sunday: `"S"`, `"M"`, …
        var veryShortWeekdaySymbols: [String] { weekdaySymbols.map { String($0.prefix(1)) } }
        /// The months' names from January: `"January"` … `"December"`.
        var monthSymbols: [String] {
            ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
        }
        /// The months' short names: `"Jan"` … `"Dec"`.
        var shortMonthSymbols: [String] { monthSymbols.map { String($0.prefix(3)) } }
        /// The months' initials: `"J"`, `"F"`, …
        var veryShortMonthSymbols: [String] { monthSymbols.map { String($0.prefix(1)) } }
    }

    /// Writes dates as text, as Foundation's `DateFormatter`: a pattern (`"HH:mm:ss"`, Unicode's
    /// date field symbols) or the date and time styles, in English.
    class DateFormatter {
        /// How much of a date or time a style writes.
        enum Style { case none, short, medium, long, full }
        /// The pattern, such as `"HH:mm"`; when empty the styles are used.
        var dateFormat: String = ""
        /// How the day is written when there is no pattern.
        var dateStyle: DateFormatter.Style = .none
        /// How the time is written when there is no pattern.
        var timeStyle: DateFormatter.Style = .none
        /// The zone times are written in (the system's unless set).
        var timeZone: TimeZone = TimeZone.current
        init() {}
        /// `date` written with the pattern or the styles.
        func string(from date: Date) -> String {
            if !dateFormat.isEmpty { return _dateFormat(date.timeIntervalSinceReferenceDate, dateFormat, timeZone.identifier) }
            return _dateFormatted(date.timeIntervalSinceReferenceDate, "style.\(dateStyle)", "style.\(timeStyle)", timeZone.identifier)
        }
    }

    extension Text {
        /// How `Text(date, style:)` writes a date.
        enum DateStyle { case time, date, relative, offset, timer }
        /// `date` as text: `.time` the short time (`9:41 AM`), `.date` the long date; `.relative`,
        /// `.offset` and `.timer` count from now.
        init(_ date: Date, style: Text.DateStyle) {
            let seconds = date.timeIntervalSinceReferenceDate
            switch style {
            case .time: self.init(_dateFormatted(seconds, "omitted", "shortened", TimeZone.current.identifier))
            case .date: self.init(_dateFormatted(seconds, "long", "omitted", TimeZone.current.identifier))
            default:
                let total = Int(abs(date.timeIntervalSinceNow))
                let minutes = String(total / 60 % 60), secs = String(total % 60)
                self.init(String(total / 3600) + ":" + (minutes.count < 2 ? "0" : "") + minutes + ":" + (secs.count < 2 ? "0" : "") + secs)
            }
        }
    }
    """#
}
