/// A geometry operation refused its input (NaN coordinates, a negative radius, 10⁶ sides …).
///
/// The message is written for the person who typed the cell: it names the argument and says
/// what would be accepted.
public struct GeometryError: MessageError, Hashable, Sendable {
    /// What was wrong and what would be accepted.
    public var message: String
    /// Set when the work stopped because of its context (an interrupt, the memory limit), not
    /// because of its input.
    public var limit: ResourceError?

    /// An error with `message`.
    public init(_ message: String) { self.message = message }
}
