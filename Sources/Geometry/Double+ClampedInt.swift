extension Double {
    /// The value rounded toward zero and clamped into `range`; NaN gives the range's lower bound.
    ///
    /// `Int(_:)` traps on NaN, infinities and values beyond Int's range, and a cell can put any
    /// of those into a coordinate, a size or a count: code that turns a number from a cell into
    /// an index or a pixel converts with this (or checks the range first).
    public func clampedInt(to range: ClosedRange<Int>) -> Int {
        guard !isNaN else { return range.lowerBound }
        if self <= Double(range.lowerBound) { return range.lowerBound }
        if self >= Double(range.upperBound) { return range.upperBound }
        return Int(self)
    }
}
