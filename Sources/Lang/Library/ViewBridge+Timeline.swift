import Canvas

/// The time a `TimelineView` has been showing while `animate(view)` makes a frame: task-local,
/// so it reaches exactly the views made for that frame; it counts the timelines that read it, so
/// `animate(view)` knows a view with a timeline has something to animate.
final class TimelineClock: @unchecked Sendable {
    // Unchecked: one thread makes an animation's frames; the count is only read after.
    @TaskLocal static var current: TimelineClock?

    /// Seconds since the animation started.
    let elapsed: Double
    private(set) var reads = 0

    private init(elapsed: Double) {
        self.elapsed = elapsed
    }

    /// Runs `body` with every `TimelineView` at `elapsed` seconds; its result and whether a timeline read the clock.
    static func run<T>(at elapsed: Double, _ body: () throws -> T) rethrows -> (result: T, readClock: Bool) {
        let clock = TimelineClock(elapsed: elapsed)
        let result = try $current.withValue(clock, operation: body)
        return (result, clock.reads > 0)
    }

    /// The seconds a timeline has been showing: the animation's time while one runs, else 0.
    static func elapsedSeconds() -> Double {
        guard let clock = current else { return 0 }
        clock.reads += 1
        return clock.elapsed
    }
}

extension ViewBridge {
    /// A `TimelineView`'s content for the date its schedule gives at the time `TimelineClock`
    /// says (the schedule's first date in a still figure).
    func timelineView(_ value: Value, depth: Int) throws -> Canvas.View {
        guard let (decl, _) = structure(value),
              let views = try invoke("_views(after:)", on: value.unboxed, decl: decl, arguments: [.double(TimelineClock.elapsedSeconds())]) else {
            throw failure("malformed TimelineView")
        }
        return single(try viewList(views, depth: depth))
    }
}
