extension Prelude {
    /// `TimelineView` and its schedules: a figure draws the content at the schedule's first date
    /// (a periodic schedule's start, else the reference date, so figures do not change), and
    /// `animate(view)` draws it at the dates the schedule gives as the animation's time passes
    /// (`ViewBridge+Timeline.swift`).
    static let timeline = #"""
    /// When a `TimelineView` redraws.
    protocol TimelineSchedule {
        /// The date the view shows `elapsed` seconds after it first appeared.
        func _date(after elapsed: Double) -> Date
    }
    /// Redraw with every animation frame (at most every `minimumInterval` seconds).
    struct AnimationTimelineSchedule: TimelineSchedule {
        var minimumInterval: Double?
        var paused: Bool
        /// The reference date, moved on by `elapsed` (in steps of `minimumInterval`); paused, it stays.
        func _date(after elapsed: Double) -> Date {
            if paused { return Date(timeIntervalSinceReferenceDate: 0) }
            guard let step = minimumInterval, step > 0 else { return Date(timeIntervalSinceReferenceDate: elapsed) }
            return Date(timeIntervalSinceReferenceDate: (elapsed / step).rounded(.down) * step)
        }
    }
    /// Redraw every `interval` seconds from a date.
    struct PeriodicTimelineSchedule: TimelineSchedule {
        var _start: Date
        var _interval: Double
        /// Redraw at `startDate` and every `interval` seconds after it, as `.periodic(from:by:)`.
        init(from startDate: Date, by interval: Double) {
            _start = startDate
            _interval = interval
        }
        /// The last of the start date plus whole intervals that `elapsed` has reached.
        func _date(after elapsed: Double) -> Date {
            guard _interval > 0 else { return _start }
            return _start.addingTimeInterval((elapsed / _interval).rounded(.down) * _interval)
        }
    }
    /// Redraw at the start of every minute.
    struct EveryMinuteTimelineSchedule: TimelineSchedule {
        /// The reference date (a minute's start), moved on by the whole minutes `elapsed` reached.
        func _date(after elapsed: Double) -> Date { Date(timeIntervalSinceReferenceDate: (elapsed / 60).rounded(.down) * 60) }
    }
    extension TimelineSchedule {
        /// Every animation frame.
        static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil, paused: false) }
        /// Animation frames at most every `minimumInterval` seconds.
        static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
            AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
        }
        /// Every `interval` seconds from `startDate`.
        static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
            PeriodicTimelineSchedule(from: startDate, by: interval)
        }
        /// The start of every minute.
        static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
    }

    /// How often a timeline is redrawn, fastest first: a cadence compares as SwiftUI's does
    /// (`context.cadence >= .seconds`); a figure is drawn at `.live`.
    enum TimelineCadence: Comparable { case live, seconds, minutes }
    /// What a `TimelineView`'s content is given: the date it draws.
    struct TimelineViewDefaultContext {
        /// The date being drawn.
        var date: Date
        /// How often the view is redrawn.
        var cadence: TimelineCadence
    }

    /// A view redrawn on a schedule: a figure shows it at the schedule's first date.
    struct TimelineView: View {
        var _schedule: any TimelineSchedule
        var _content: (TimelineViewDefaultContext) -> _ViewList
        /// The views `content` makes for each date of `schedule`.
        init(_ schedule: any TimelineSchedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> _ViewList) {
            _schedule = schedule
            _content = content
        }
        /// The views for the date the schedule gives `elapsed` seconds after the view appeared.
        func _views(after elapsed: Double) -> _ViewList {
            _content(TimelineViewDefaultContext(date: _schedule._date(after: elapsed), cadence: .live))
        }
    }
    """#
}
