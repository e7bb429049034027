import Foundation
internal import CZMQ

/// The shell channel (ROUTER): execute, complete, inspect and the other requests of the user.
///
/// Used only by the shell thread, the thread that runs cells: it receives, replies, and drains
/// the queue behind a failed cell.
final class ShellChannel: @unchecked Sendable {
    let socket: ZMQSocket

    /// Binds the shell socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_ROUTER, boundTo: endpoint, curveSecretKey: curveSecretKey)
    }
}
