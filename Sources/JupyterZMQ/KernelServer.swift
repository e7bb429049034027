import Foundation
internal import CZMQ
import Jupyter

/// A kernel on ZeroMQ sockets: binds the five channels of a connection file and serves a
/// `KernelCore` until a `shutdown_request` arrives.
///
/// Threads: the caller's thread is the shell thread (it runs cells); control and heartbeat have
/// their own; SIGINT is turned into `interpreter.interrupt()` by a dispatch signal source, so no
/// code runs inside a signal handler.
public final class KernelServer: KernelTransport, @unchecked Sendable {
    /// How long a channel loop waits before checking for shutdown, in milliseconds.
    static let pollInterval = 50

    private let zmq: shapebook_zmq_api
    private let context: UnsafeMutableRawPointer
    private let shell: ShellChannel
    private let control: ControlChannel
    private let stdin: StdinChannel
    private let iopub: IOPubChannel
    private let heartbeat: HeartbeatChannel
    private let interpreter: any KernelInterpreter
    private let signer: MessageSigner
    private var signalSource: (any DispatchSourceSignal)?

    /// Binds every channel of `connection`.
    /// - Throws: `KernelServerError` when a socket cannot be created or bound.
    public init(connection: ConnectionInfo, interpreter: any KernelInterpreter) throws(KernelServerError) {
        let zmq = try ZMQSocket.library.get()
        guard let context = zmq.zmq_ctx_new() else { throw .zeroMQ(ZMQSocket.lastError(zmq)) }
        self.zmq = zmq
        self.context = context
        let curve = connection.curveSecretKey
        shell = try ShellChannel(context: context, endpoint: connection.endpoint(port: connection.shellPort), curveSecretKey: curve)
        control = try ControlChannel(
            context: context, endpoint: connection.endpoint(port: connection.controlPort), curveSecretKey: curve)
        stdin = try StdinChannel(context: context, endpoint: connection.endpoint(port: connection.stdinPort), curveSecretKey: curve)
        iopub = try IOPubChannel(context: context, endpoint: connection.endpoint(port: connection.iopubPort), curveSecretKey: curve)
        heartbeat = try HeartbeatChannel(
            context: context, endpoint: connection.endpoint(port: connection.heartbeatPort), curveSecretKey: curve)
        self.interpreter = interpreter
        self.signer = MessageSigner(key: Array(connection.key.utf8))
    }

    /// Serves requests on the calling thread until the kernel is shut down, then closes the
    /// sockets (flushing the last replies) and returns.
    public func run() {
        let core = KernelCore(interpreter: interpreter, transport: self, signer: signer)
        heartbeat.start()
        iopub.start(welcome: { [core] topic in core.welcomeFrames(subscription: topic) })
        control.start(core: core)
        interruptOnSIGINT()
        let parent = ParentWatch()
        while !core.isShuttingDown {
            if parent.hasExited {
                KernelLog.warning("the process that started this kernel has exited; shutting down")
                core.requestShutdown()
                break
            }
            // The wait ends early when the interpreter's deferred work falls due; it runs only
            // when no request came in, so a reader still moving a control is answered first.
            let wait = core.millisecondsBeforeDeferredWork(maximum: Self.pollInterval)
            let ready = ZMQSocket.poll([shell.socket, stdin.socket], timeout: wait)
            if ready[0], let frames = shell.socket.receive() {
                core.handle(frames, on: .shell)
            } else {
                core.runDeferredWork()
            }
            if ready[1] { stdin.discardPending() }
        }
        control.join(timeout: 2)
        shell.socket.close()
        stdin.socket.close()
        iopub.close()
        terminateContext()
    }

    /// Ends the ZeroMQ context, which also stops the heartbeat's proxy; gives up after two
    /// seconds so a stuck peer can never keep a shut-down kernel alive.
    private func terminateContext() {
        let done = DispatchSemaphore(value: 0)
        let context = UncheckedPointer(pointer: context)
        let terminate = zmq.zmq_ctx_term
        Thread {
            _ = terminate(context.pointer)
            done.signal()
        }.start()
        _ = done.wait(timeout: .now() + 2)
    }

    private func interruptOnSIGINT() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [interpreter] in interpreter.interrupt() }
        source.resume()
        signalSource = source
    }

    // MARK: - KernelTransport

    /// Sends on the channel's socket (shell from the shell thread, control from the control thread).
    public func send(_ frames: [Data], on channel: Channel) {
        switch channel {
        case .shell: shell.socket.send(frames)
        case .control: control.socket.send(frames)
        case .iopub: iopub.publish(frames)
        case .stdin: stdin.socket.send(frames)
        }
    }

    /// The messages waiting on `channel`: shell's (from the shell thread) or stdin's (from the
    /// thread of the cell that asks for input, while the shell thread waits for it).
    public func receivePending(on channel: Channel) -> [[Data]] {
        switch channel {
        case .shell: shell.socket.receiveAll()
        case .stdin: stdin.socket.receiveAll()
        case .control, .iopub: []
        }
    }

    /// Waits up to `milliseconds` for stdin (or shell) to be readable, then takes what waits.
    public func receive(on channel: Channel, waitingUpTo milliseconds: Int) -> [[Data]] {
        let socket = switch channel {
        case .shell: shell.socket
        case .stdin: stdin.socket
        case .control, .iopub: nil as ZMQSocket?
        }
        guard let socket, ZMQSocket.poll([socket], timeout: milliseconds).first == true else { return [] }
        return socket.receiveAll()
    }
}

/// Notices when the front end that launched the kernel dies without a shutdown_request, so the
/// kernel does not linger as an orphan. Active only when jupyter_client set `JPY_PARENT_PID`
/// (as ipykernel's parent poller is): then the kernel's parent must remain that process.
private struct ParentWatch {
    private let parent: pid_t?

    init() {
        parent = ProcessInfo.processInfo.environment["JPY_PARENT_PID"].flatMap { Int32($0) }
    }

    var hasExited: Bool {
        guard let parent else { return false }
        return getppid() != parent
    }
}

/// A raw pointer handed to another thread; ZeroMQ contexts are thread-safe.
private struct UncheckedPointer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}
