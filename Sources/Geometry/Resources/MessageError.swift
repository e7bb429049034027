/// An error that is a message for the person who typed the cell, or the interrupt or memory
/// refusal that stopped the work: `GeometryError`, `CanvasError` and `RenderError` (one type a
/// module, so each says where it came from) share their initialisers and description here.
public protocol MessageError: ResourceLimitedError, CustomStringConvertible {
    /// What went wrong and what would be accepted.
    var message: String { get set }
    /// Set when the work stopped because of its context (an interrupt, the memory limit), not
    /// because of its input.
    var limit: ResourceError? { get set }
    /// An error with `message`.
    init(_ message: String)
}

extension MessageError {
    /// The error of work its context stopped.
    public init(_ limit: ResourceError) {
        self.init(limit.description)
        self.limit = limit
    }

    /// The message.
    public var description: String { message }
}
