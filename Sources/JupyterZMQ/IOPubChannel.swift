import Foundation
internal import CZMQ

/// The iopub channel (XPUB): status, outputs and errors, broadcast to every client, and an
/// `iopub_welcome` (JEP 65) to each new subscriber, so a client knows its subscription is live.
///
/// ZeroMQ sockets are not thread-safe, and both the shell and the control thread publish, so
/// every use of the socket holds `lock`. Subscriptions arrive on the same socket; they are read
/// (and welcomed) in two places, both under the lock:
/// - right after each publish, so a busy kernel welcomes at once and publishing needs no
///   thread hand-over (a relay thread, as in ipykernel, measured +0.2–0.4 ms per trivial cell);
/// - by the iopub thread, which sleeps in `poll(2)` on the socket's `ZMQ_FD` and wakes when an
///   idle socket has something to process. `ZMQ_FD` only says "look again", and any socket call
///   can consume that signal, which is why every publish also looks.
final class IOPubChannel: @unchecked Sendable {
    private let socket: ZMQSocket
    private let lock = NSLock()
    /// Builds the welcome for a subscription topic; set once by `start`, read under `lock`.
    private var welcome: (@Sendable (Data) -> [Data]?)?
    private var isClosed = false
    /// The socket's `ZMQ_FD`, polled by the iopub thread without the lock (only the kernel
    /// touches the descriptor; reading its readiness is a plain system call).
    private let socketDescriptor: Int32
    /// A pipe whose write end `close()` writes to, to wake the iopub thread.
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)

    /// Binds the iopub socket to `endpoint`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        socket = try ZMQSocket(context: context, type: ZMQ_XPUB)
        // Pass every subscription up, not only the first for a topic: a second client
        // subscribing to "" (as all do) must get its own welcome.
        socket.setOption(ZMQ_XPUB_VERBOSE, 1)
        if let curveSecretKey { try socket.enableCurveServer(secretKey: curveSecretKey) }
        try socket.bind(endpoint)
        socketDescriptor = try socket.descriptor()
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .zeroMQ("cannot create a pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopPipe = (ends[0], ends[1])
    }

    /// Starts welcoming subscribers (those that subscribed earlier are welcomed now). `welcome`
    /// turns a subscription topic into the signed frames of the `iopub_welcome` message to send
    /// (nil sends nothing).
    func start(welcome: @escaping @Sendable (Data) -> [Data]?) {
        lock.withLock { self.welcome = welcome }
        let thread = Thread { [self] in
            watchSubscriptions()
            finished.signal()
        }
        thread.name = "shapebook-iopub"
        thread.start()
    }

    /// Publishes one multipart message, then welcomes any new subscriber; safe from any thread.
    func publish(_ frames: [Data]) {
        lock.withLock {
            guard !isClosed else { return }
            _ = socket.send(frames)
            welcomeNewSubscribers()
        }
    }

    /// Stops the iopub thread and closes the socket (flushing for up to a second).
    func close() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        _ = finished.wait(timeout: .now() + 2)
        lock.withLock {
            isClosed = true
            socket.close()
        }
        Foundation.close(stopPipe.read)
        Foundation.close(stopPipe.write)
    }

    /// The iopub thread: sleeps until the socket or the stop descriptor is readable, then looks
    /// for subscriptions. A one-second backstop covers a signal consumed between two looks.
    private func watchSubscriptions() {
        var descriptors = [
            pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            // Look first, then sleep: subscriptions that arrived before `start` may have had
            // their signal consumed already.
            lock.withLock {
                if !isClosed { welcomeNewSubscribers() }
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), 1000)
            if ready < 0 && errno != EINTR { return }
            if descriptors[1].revents != 0 { return }
        }
    }

    /// Reads every waiting subscription and sends each its welcome. Call with `lock` held.
    private func welcomeNewSubscribers() {
        guard let welcome else { return }
        while let frames = socket.receive() {
            guard let topic = Self.subscribedTopic(frames), let reply = welcome(topic) else { continue }
            _ = socket.send(reply)
        }
    }

    /// The topic of a subscription message (`0x01` then the topic); nil for an unsubscription
    /// (`0x00`) or anything else.
    static func subscribedTopic(_ frames: [Data]) -> Data? {
        guard frames.count == 1, let first = frames[0].first, first == 1 else { return nil }
        return Data(frames[0].dropFirst())
    }
}
