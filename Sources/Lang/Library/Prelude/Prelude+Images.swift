extension Prelude {
    /// `Image`: a PNG next to the notebook or at a URL, or an SF Symbol's placeholder; and `TimelineView`,
    /// drawn at its first date.
    static let images = #"""
    /// A raster image at its pixel size (one pixel per point), or stretched once `resizable`.
    struct Image: View {
        /// The PNG file's path; empty for a symbol.
        var _file: String
        /// The SF Symbol's name; empty for a file.
        var _symbol: String
        var _resizable: Bool
        /// Whether `_file` is an http(s) URL rather than a path.
        var _isURL: Bool
        /// The asset `name`: `name.png` next to the notebook.
        @_native("Image.named") init(_ name: String)
        /// A PNG file, relative to the notebook's directory (Shapebook's own).
        @_native("Image.path") init(path: String)
        /// A PNG at an http(s) URL, fetched once and kept in memory and in the disk cache.
        @_native("Image.url") init(url: String)
        /// An SF Symbol: drawn as a neutral placeholder of the symbol's size, since SF Symbols are
        /// not available here (said once per session).
        @_native("Image.systemName") init(systemName: String)
        /// The image stretched to the size it is offered.
        func resizable() -> Image {
            var image = self
            image._resizable = true
            return image
        }
    }

    /// When a `TimelineView` redraws; a figure shows its first date whatever the schedule.
    protocol TimelineSchedule {}
    /// Redraw with every animation frame.
    struct AnimationTimelineSchedule: TimelineSchedule {
        var minimumInterval: Double?
        var paused: Bool
    }
    /// Redraw every `interval` seconds from a date.
    struct PeriodicTimelineSchedule: TimelineSchedule {
        var _start: Date
        var _interval: Double
    }
    /// Redraw at the start of every minute.
    struct EveryMinuteTimelineSchedule: TimelineSchedule {}
    extension TimelineSchedule {
        /// Every animation frame.
        static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil, paused: false) }
        /// Animation frames at most every `minimumInterval` seconds.
        static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
            AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
        }
        /// Every `interval` seconds from `startDate`.
        static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
            PeriodicTimelineSchedule(_start: startDate, _interval: interval)
        }
        /// The start of every minute.
        static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
    }

    /// How often a timeline is redrawn.
    enum TimelineCadence { case live, seconds, minutes }
    /// What a `TimelineView`'s content is given: the date it draws.
    struct TimelineViewDefaultContext {
        /// The date being drawn: the reference date in a figure.
        var date: Date
        /// How often the view is redrawn.
        var cadence: TimelineCadence
    }

    /// A view redrawn on a schedule: a figure shows it at its first date (the reference date).
    struct TimelineView: View {
        var _content: _ViewList
        /// The views `content` makes for the schedule's first date.
        init(_ schedule: any TimelineSchedule, @ViewBuilder content: (TimelineViewDefaultContext) -> _ViewList) {
            _content = content(TimelineViewDefaultContext(date: Date(timeIntervalSinceReferenceDate: 0), cadence: .live))
        }
    }
    """#
}
