extension Prelude {
    /// Dispatch's main queue, which drawing code uses to change state a moment later
    /// (`DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { … }`): work queued on it runs
    /// when the main run loop next turns, which a cell, as a Swift script, never does, so it
    /// never runs (a figure shows the state before it; swiftc's script prints nothing of it).
    static let dispatch = #"""
    /// A point in time for `asyncAfter`: seconds from now.
    struct DispatchTime {
        /// Seconds after the moment `now()` was read.
        var _seconds: Double
        /// The present moment.
        static func now() -> DispatchTime { DispatchTime(_seconds: 0) }
        /// `time` moved on by `seconds`.
        static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(_seconds: time._seconds + seconds) }
    }

    /// A queue of work, as Dispatch's `DispatchQueue`; only the main queue exists here.
    final class DispatchQueue {
        /// The main queue: its work runs when the run loop turns, which a cell never lets it do.
        static let main = DispatchQueue()
        /// Queues `work` on the queue (it never runs in a cell; see the type).
        func async(execute work: @escaping () -> Void) {}
        /// Queues `work` to run at `deadline` (it never runs in a cell; see the type).
        func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {}
    }
    """#
}
