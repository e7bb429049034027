extension Prelude {
    /// Foundation's block timers (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`): the
    /// timer is made and scheduled on the main run loop, which a cell never turns, so its block
    /// never runs, as `DispatchQueue.main`'s work (Prelude+Dispatch).
    static let timers = #"""
    extension Timer {
        /// A timer calling `block` every `interval` seconds (once unless `repeats`), scheduled on
        /// the main run loop: in a cell it never fires.
        static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                                   block: @escaping (Timer) -> Void) -> Timer {
            Timer()
        }
        /// Stops the timer (it has not fired).
        func invalidate() {}
    }
    """#
}
