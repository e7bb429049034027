/// Why the kernel server could not start: a ZeroMQ socket could not be created, configured or
/// bound. (A bad connection file is a `ConnectionFileError`, found before any socket exists.)
public enum KernelServerError: Error, CustomStringConvertible {
    /// ZeroMQ refused, with its explanation.
    case zeroMQ(String)

    /// The message to print before exiting.
    public var description: String {
        switch self {
        case .zeroMQ(let message): return "ZeroMQ: \(message)"
        }
    }
}
