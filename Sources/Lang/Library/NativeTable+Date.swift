import Foundation

extension NativeTable {
    /// The dates of `Prelude.date`, computed by Foundation: the system clock, Gregorian calendar
    /// components and formatted text in a named time zone.
    static let date: [String: NativeFunction] = [
        "Date.now": { _ in .double(Foundation.Date().timeIntervalSinceReferenceDate) },
        "Date.description": { call in
            .string(try formatted(call.number(0), pattern: "yyyy-MM-dd HH:mm:ss Z", zone: "GMT", line: call.line))
        },
        "Date.format": { call in
            .string(try formatted(call.number(0), pattern: string(call, 1), zone: string(call, 2), line: call.line))
        },
        "Date.template": { call in
            // The pattern English gives the template's fields, as Date.FormatStyle's `.dateTime` asks ICU.
            let formatter = Foundation.DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = try timeZone(string(call, 2))
            formatter.setLocalizedDateFormatFromTemplate(try string(call, 1))
            return .string(formatter.string(from: try date(call.number(0), line: call.line)))
        },
        "Date.formatted": { call in
            let formatter = Foundation.DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = try timeZone(string(call, 3))
            let dateStyle = try string(call, 1), timeStyle = try string(call, 2)
            formatter.dateStyle = style(dateStyle)
            formatter.timeStyle = style(timeStyle)
            // `.numeric` writes the whole year, where the short date style writes two digits.
            if dateStyle == "numeric" {
                formatter.setLocalizedDateFormatFromTemplate(timeStyle == "omitted" ? "yMd" : "yMdjmm")
            }
            return .string(formatter.string(from: try date(call.number(0), line: call.line)))
        },
        "Calendar.component": { call in
            let calendar = try gregorian(string(call, 2))
            let when = try date(call.number(1), line: call.line)
            let name = try string(call, 0)
            if name == "dayOfYear" { return .int(calendar.ordinality(of: .day, in: .year, for: when) ?? 1) }
            guard let component = components[name] else { throw RuntimeError("unknown calendar component '\(name)'", line: call.line) }
            return .int(calendar.component(component, from: when))
        },
        "Calendar.date": { call in
            guard case .array(let fields) = try call.argument(0), fields.count == 7 else {
                throw RuntimeError("malformed DateComponents", line: call.line)
            }
            let parts = fields.map { $0.unboxed.intValue }
            for part in parts.compactMap({ $0 }) where abs(part) > 1_000_000_000 {
                throw RuntimeError("the date component \(part) is too large", line: call.line)
            }
            var components = DateComponents()
            (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
            (components.hour, components.minute, components.second, components.nanosecond) = (parts[3], parts[4], parts[5], parts[6])
            guard let made = try gregorian(string(call, 1)).date(from: components) else { return .null }
            return .double(made.timeIntervalSinceReferenceDate)
        },
        "TimeZone.current": { _ in .string(TimeZone.current.identifier) },
        "TimeZone.named": { call in
            guard let zone = TimeZone(identifier: try string(call, 0)) else { return .null }
            return .string(zone.identifier)
        },
        "TimeZone.offset": { call in
            .int(try timeZone(string(call, 0)).secondsFromGMT(for: date(call.number(1), line: call.line)))
        },
    ]

    /// Calendar components by the prelude's case names.
    private static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "nanosecond": .nanosecond, "weekday": .weekday, "weekOfYear": .weekOfYear,
    ]

    /// The argument at `index` as a `String`.
    private static func string(_ call: NativeCall, _ index: Int) throws -> String {
        guard let text = try call.argument(index).stringValue else { throw RuntimeError("expected a String", line: call.line) }
        return text
    }

    /// The date `seconds` after the reference date; dates that are not finite are refused.
    private static func date(_ seconds: Double, line: Int) throws -> Foundation.Date {
        guard seconds.isFinite else { throw RuntimeError("a date must be a finite number of seconds, not \(seconds)", line: line) }
        return Foundation.Date(timeIntervalSinceReferenceDate: seconds)
    }

    /// The zone called `identifier`, or the offset zone `GMT+hhmm` the prelude names.
    private static func timeZone(_ identifier: String) throws -> TimeZone {
        if let zone = TimeZone(identifier: identifier) { return zone }
        if identifier.hasPrefix("GMT"), identifier.count == 8, let hours = Int(identifier.dropFirst(4).prefix(2)),
           let minutes = Int(identifier.suffix(2)), let zone = TimeZone(secondsFromGMT: (identifier.dropFirst(3).first == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)) {
            return zone
        }
        return TimeZone.current
    }

    /// A Gregorian calendar in the zone called `identifier`.
    private static func gregorian(_ identifier: String) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try timeZone(identifier)
        return calendar
    }

    /// `seconds` written with a fixed pattern, in the POSIX locale (as Apple advises for patterns).
    private static func formatted(_ seconds: Double, pattern: String, zone: String, line: Int) throws -> String {
        let formatter = Foundation.DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = try timeZone(zone)
        formatter.dateFormat = pattern
        return formatter.string(from: try date(seconds, line: line))
    }

    /// The formatter style a prelude style name stands for: `style.short` (DateFormatter's own),
    /// or a `Date.FormatStyle` name (`shortened`, `abbreviated` …).
    private static func style(_ name: String) -> Foundation.DateFormatter.Style {
        switch name {
        case "style.short", "numeric", "shortened": .short
        case "style.medium", "abbreviated", "standard": .medium
        case "style.long", "long": .long
        case "style.full", "complete": .full
        default: .none
        }
    }
}
