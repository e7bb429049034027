import Foundation
internal import CZMQ
import Jupyter

/// The control channel (ROUTER): shutdown, interrupt, kernel_info and usage, on its own thread.
///
/// Its own thread is what lets an interrupt or a shutdown through while the shell thread is
/// busy running a cell. The socket is used only by that thread.
final class ControlChannel: @unchecked Sendable {
    let socket: ZMQSocket
    private let finished = DispatchSemaphore(value: 0)

    /// Binds the control socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_ROUTER, boundTo: endpoint, curveSecretKey: curveSecretKey)
    }

    /// Starts the control thread: it hands each message to `core` until the core shuts down,
    /// then closes the socket.
    func start(core: KernelCore) {
        let thread = Thread { [self] in
            while !core.isShuttingDown {
                guard ZMQSocket.poll([socket], timeout: KernelServer.pollInterval)[0],
                    let frames = socket.receive()
                else { continue }
                core.handle(frames, on: .control)
            }
            socket.close()
            finished.signal()
        }
        thread.name = "shapebook-control"
        thread.start()
    }

    /// Waits for the control thread to finish, at most `timeout` seconds.
    func join(timeout: Double) {
        _ = finished.wait(timeout: .now() + timeout)
    }
}
