/// Work stopped by its context, not by its input: an interrupt, or memory past the budget.
///
/// Other targets' errors carry it (`GeometryError.limit`, `CanvasError.limit`,
/// `RenderError.limit`) so that whoever reports the error can say which it was
/// (`InterruptError`, `MemoryError`) however deep the work was.
public enum ResourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kernel's interrupt (Jupyter's stop button) asked the work to stop.
    case interrupted
    /// An allocation was refused: it would have taken the process past its memory limit.
    case memory(what: String, requested: Int, resident: Int, limit: Int)

    /// `interrupted`, or what asked for memory and why it was refused.
    public var description: String {
        switch self {
        case .interrupted:
            return "interrupted"
        case .memory(let what, let requested, let resident, let limit) where requested > 0:
            return "\(what) asks for \(ByteCount(requested)), but the kernel already holds \(ByteCount(resident)) "
                + "of its \(ByteCount(limit)) memory limit (Session.memoryLimit)"
        case .memory(let what, _, let resident, let limit):
            return "\(what) filled the kernel's memory: it holds \(ByteCount(resident)), "
                + "past its \(ByteCount(limit)) memory limit (Session.memoryLimit)"
        }
    }
}

/// A number of bytes as a person reads it: `512 bytes`, `1.5 KiB`, `3.2 GiB`.
public struct ByteCount: CustomStringConvertible, Sendable {
    /// The bytes.
    public var bytes: Int

    /// The count of `bytes`.
    public init(_ bytes: Int) { self.bytes = bytes }

    /// One decimal, in the largest binary unit that keeps the number at least 1.
    public var description: String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var value = Double(bytes)
        var unit = 0
        while abs(value) >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) bytes" }
        // |value| < 1024 here, so the conversion to Int is exact and safe.
        let tenths = Int((value * 10).rounded())
        let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
        return "\(text) \(units[unit])"
    }
}

/// An error that may say its work was stopped by its context rather than by its input.
///
/// Geometry's, Canvas's and Render's errors conform, so the language (which sees them only as
/// `any Error`) can report `InterruptError` or `MemoryError` for any of them.
public protocol ResourceLimitedError: Error {
    /// The interrupt or the memory refusal that stopped the work, if that is why it failed.
    var limit: ResourceError? { get }
}

extension ResourceError: ResourceLimitedError {
    /// Itself.
    public var limit: ResourceError? { self }
}
