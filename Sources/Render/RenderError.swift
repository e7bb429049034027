import Geometry

/// Rendering refused a figure (too many pixels, a non-finite size) or a codec failed.
///
/// The message is written for the person who made the figure: it says what was asked and what
/// would be accepted.
public struct RenderError: MessageError, Hashable, Sendable {
    /// What went wrong, in a sentence.
    public var message: String
    /// Set when the work stopped because of its context (an interrupt, the memory limit), not
    /// because of the figure.
    public var limit: ResourceError?

    /// An error with `message`.
    public init(_ message: String) { self.message = message }
}
