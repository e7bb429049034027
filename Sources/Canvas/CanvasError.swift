/// A view, colour or font request Canvas cannot honour (a malformed hex colour, a missing font file,
/// a layout that asks for an infinite figure).
///
/// The message is written for the person who typed the cell: it names the value and says what would
/// be accepted.
public struct CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
