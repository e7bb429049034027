extension Double {
    /// The number as the shape language prints it: whole numbers without a fractional part (`20`,
    /// not `20.0`), others in Swift's shortest round-tripping form.
    public var shortDescription: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
