import Geometry

/// A view, colour or font request Canvas cannot honour (a malformed hex colour, a missing font file,
/// a layout that asks for an infinite figure).
///
/// The message is written for the person who typed the cell: it names the value and says what would
/// be accepted.
public struct CanvasError: MessageError, Hashable, Sendable {
    /// What was asked and what would be accepted.
    public var message: String
    /// Set when the work stopped because of its context (an interrupt, the memory limit), not
    /// because of what it was asked to draw.
    public var limit: ResourceError?

    /// An error with `message`.
    public init(_ message: String) { self.message = message }
}
