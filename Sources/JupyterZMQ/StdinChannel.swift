import Foundation
internal import CZMQ
import Jupyter

/// The stdin channel (ROUTER): a cell that allows stdin asks for input here (`KernelCore`'s
/// `input_request`, sent and answered on the cell's thread while the shell thread waits for the
/// cell); anything arriving between cells is logged and dropped by the shell thread.
final class StdinChannel: @unchecked Sendable {
    let socket: ZMQSocket

    /// Binds the stdin socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_ROUTER, boundTo: endpoint, curveSecretKey: curveSecretKey)
    }

    /// Reads and drops whatever is waiting.
    func discardPending() {
        for _ in socket.receiveAll() {
            KernelLog.warning("dropped a message on stdin: no cell is waiting for input")
        }
    }
}
