import Foundation
internal import CZMQ
import Jupyter

/// The stdin channel (ROUTER): bound because clients connect to it, but Shapebook never asks
/// for input, so anything arriving is logged and dropped. Used by the shell thread only.
final class StdinChannel: @unchecked Sendable {
    let socket: ZMQSocket

    /// Binds the stdin socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_ROUTER, boundTo: endpoint, curveSecretKey: curveSecretKey)
    }

    /// Reads and drops whatever is waiting.
    func discardPending() {
        for _ in socket.receiveAll() {
            KernelLog.warning("dropped a message on stdin: this kernel never requests input")
        }
    }
}
