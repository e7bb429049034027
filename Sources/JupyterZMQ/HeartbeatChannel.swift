import Foundation
internal import CZMQ

/// The heartbeat (ROUTER echo): every message comes straight back, on a thread of its own, so a
/// front end sees the kernel alive however long a cell runs.
///
/// `zmq_proxy` with the same socket at both ends is the echo loop, run inside libzmq; it returns
/// when the context terminates, and the thread then closes the socket.
final class HeartbeatChannel: @unchecked Sendable {
    private let socket: ZMQSocket

    /// Binds the heartbeat socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_ROUTER, boundTo: endpoint, curveSecretKey: curveSecretKey)
    }

    /// Starts the echo thread.
    func start() {
        let thread = Thread { [socket] in
            _ = socket.zmq.zmq_proxy(socket.handle, socket.handle, nil)
            socket.close()
        }
        thread.name = "shapebook-heartbeat"
        thread.start()
    }
}
