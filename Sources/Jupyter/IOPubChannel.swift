import Foundation
internal import CZMQ

/// The iopub channel (XPUB): status, outputs and errors, broadcast to every client, and an
/// `iopub_welcome` (JEP 65) to each new subscriber, so a client knows its subscription is live.
///
/// An XPUB socket is read as well as written (subscriptions arrive on it) and ZeroMQ sockets are
/// not thread-safe, so one iopub thread owns it. The shell and control threads publish through an
/// inproc PUSH socket (behind a lock, since both use it) that the iopub thread forwards from; the
/// order of messages from each thread is kept. This is ipykernel's IOPubThread design.
final class IOPubChannel: @unchecked Sendable {
    /// The XPUB socket clients subscribe to; used by the iopub thread only.
    private let publisher: ZMQSocket
    /// The iopub thread's end of the inproc pipe (PULL).
    private let inbox: ZMQSocket
    /// The publishers' end (PUSH), guarded by `lock`.
    private let outbox: ZMQSocket
    private let lock = NSLock()
    /// Set under `lock` by `close()`: later publishes are dropped.
    private var isClosed = false
    private var isStarted = false
    private let finished = DispatchSemaphore(value: 0)

    /// A single empty frame: never a Jupyter message (those have at least six frames), so it can
    /// tell the iopub thread that everything before it has been queued and it should stop.
    private static let stopFrames = [Data()]

    /// Binds the iopub socket to `endpoint` and connects the inproc pipe in `context`.
    init(context: UnsafeMutableRawPointer, endpoint: String, curveSecretKey: String?) throws(KernelServerError) {
        publisher = try ZMQSocket(context: context, type: ZMQ_XPUB)
        // Pass every subscription up, not only the first for a topic: a second client
        // subscribing to "" (as all do) must get its own welcome.
        publisher.setOption(ZMQ_XPUB_VERBOSE, 1)
        if let curveSecretKey { try publisher.enableCurveServer(secretKey: curveSecretKey) }
        try publisher.bind(endpoint)
        let pipe = "inproc://shapebook-iopub-\(UUID().uuidString)"
        inbox = try ZMQSocket(context: context, type: ZMQ_PULL)
        try inbox.bind(pipe)
        outbox = try ZMQSocket(context: context, type: ZMQ_PUSH)
        try outbox.connect(pipe)
    }

    /// Starts the iopub thread. `welcome` turns a subscription topic into the signed frames of
    /// the `iopub_welcome` message to send (nil sends nothing).
    func start(welcome: @escaping @Sendable (Data) -> [Data]?) {
        lock.withLock { isStarted = true }
        let thread = Thread { [self] in
            forward(welcome: welcome)
            publisher.close()
            inbox.close()
            finished.signal()
        }
        thread.name = "shapebook-iopub"
        thread.start()
    }

    /// Queues one multipart message for publishing; safe from any thread.
    func publish(_ frames: [Data]) {
        lock.withLock {
            guard !isClosed else { return }
            _ = outbox.send(frames)
        }
    }

    /// Publishes everything queued so far, then closes the sockets (the XPUB lingers up to a
    /// second to flush), waiting at most two seconds for the iopub thread.
    func close() {
        let started = lock.withLock {
            isClosed = true
            if isStarted { _ = outbox.send(Self.stopFrames) }
            outbox.close()
            return isStarted
        }
        if started {
            _ = finished.wait(timeout: .now() + 2)
        } else {
            publisher.close()
            inbox.close()
        }
    }

    /// The iopub thread's loop: forwards queued messages and welcomes subscribers until the stop
    /// frame arrives or the context is terminated.
    private func forward(welcome: @Sendable (Data) -> [Data]?) {
        while true {
            let ready = ZMQSocket.poll([inbox, publisher], timeout: 1000)
            if !ready[0] && !ready[1] && zmq_errno() == ETERM { return }
            if ready[1] {
                for frames in publisher.receiveAll() {
                    guard let topic = Self.subscribedTopic(frames), let reply = welcome(topic) else { continue }
                    publisher.send(reply)
                }
            }
            if ready[0] {
                for frames in inbox.receiveAll() {
                    if frames == Self.stopFrames { return }
                    publisher.send(frames)
                }
            }
        }
    }

    /// The topic of a subscription message (`0x01` then the topic); nil for an unsubscription
    /// (`0x00`) or anything else.
    static func subscribedTopic(_ frames: [Data]) -> Data? {
        guard frames.count == 1, let first = frames[0].first, first == 1 else { return nil }
        return Data(frames[0].dropFirst())
    }
}
