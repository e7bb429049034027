/// Why an image could not be loaded, with a message written for the person who typed the cell.
public struct ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure, for tests and callers that react differently to each.
    public enum Kind: String, Hashable, Sendable {
        case invalidSource, missingFile, notAPNG, httpStatus, network, timeout, tooLarge, decoding
        case cancelled, noDecoder
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
