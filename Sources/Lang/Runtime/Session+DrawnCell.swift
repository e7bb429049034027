extension Lang.Session {
    /// Puts the session back as it was before the last cell, which ran to its end but whose
    /// result could not be drawn (the interrupt, the memory budget, a view's `body` that failed):
    /// such a cell changes nothing, as one stopped while it ran (LANGUAGE.md §2). Does nothing
    /// once the cell was kept or the next one started.
    public func rollBackLastCell() {
        heldRollBack.take()?.apply(to: self)
    }

    /// Keeps what the last cell did, now that its result is drawn, and lets go of what the
    /// session was before it (its values freed in the background: one may be a million levels deep).
    public func keepLastCell() {
        heldRollBack.take()?.release(in: self)
    }
}
