import Foundation
internal import CZMQ

/// The iopub channel (PUB): status, outputs and errors, broadcast to every client.
///
/// Both the shell and the control thread publish, and ZeroMQ sockets are not thread-safe, so
/// every send holds a lock for the whole multipart message.
final class IOPubChannel: @unchecked Sendable {
    private let socket: ZMQSocket
    private let lock = NSLock()

    /// Binds the iopub socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_PUB)
        if let curveSecretKey { try socket.enableCurveServer(secretKey: curveSecretKey) }
        try socket.bind(endpoint)
    }

    /// Publishes one multipart message; safe from any thread.
    func publish(_ frames: [Data]) {
        lock.withLock { _ = socket.send(frames) }
    }

    /// Closes the socket (flushing for up to a second).
    func close() {
        lock.withLock { socket.close() }
    }
}
