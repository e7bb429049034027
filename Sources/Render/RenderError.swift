/// Rendering refused a figure (too many pixels, a non-finite size) or a codec failed.
///
/// The message is written for the person who made the figure: it says what was asked and what
/// would be accepted.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var message: String

    /// Makes an error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
