import Foundation
import Synchronization

/// The protocol core: verifies requests, does the bookkeeping, and asks the interpreter.
///
/// Threading: `handle(_:on: .shell)` runs on the shell (main execution) thread and is the only
/// code that touches the execution count and history. `handle(_:on: .control)` runs on the
/// control thread and touches only immutable state, the interpreter's thread-safe `interrupt`,
/// and the atomic shutdown flag. Both may publish on iopub; the transport serializes that.
public final class KernelCore: @unchecked Sendable {
    let interpreter: any KernelInterpreter
    let transport: any KernelTransport
    let wire: WireFormat
    let headers: HeaderFactory
    /// The open comms, kernel's and front ends'.
    public let comms: CommManager

    /// Shell-thread state.
    var executionCount = 0
    var history = HistoryStore()
    private let shutdownState = Atomic<Int>(0)
    let startTime = Date()

    /// A core that answers with `interpreter` and talks through `transport`, signing with `signer`.
    public init(
        interpreter: any KernelInterpreter, transport: any KernelTransport, signer: MessageSigner,
        headers: HeaderFactory = HeaderFactory()
    ) {
        self.interpreter = interpreter
        self.transport = transport
        let wire = WireFormat(signer: signer)
        self.wire = wire
        self.headers = headers
        self.comms = CommManager { type, content, metadata, buffers, parent in
            Self.publish(type, content, parent: parent, metadata: metadata, buffers: buffers, wire: wire,
                         transport: transport, headers: headers)
        }
    }

    /// Whether a `shutdown_request` has been answered: the server loops stop when this is set.
    public var isShuttingDown: Bool { shutdownState.load(ordering: .acquiring) != 0 }

    /// Stops the server loops as a `shutdown_request` would (the transport does when the front
    /// end that launched the kernel has gone).
    package func requestShutdown() { shutdownState.store(1, ordering: .releasing) }

    /// Handles one received multipart message. Anything malformed, unsigned or forged is logged
    /// to stderr and dropped: no reply, no status, no crash.
    public func handle(_ frames: [Data], on channel: Channel) {
        guard let message = decode(frames, on: channel) else { return }
        dispatch(message, on: channel)
    }

    func decode(_ frames: [Data], on channel: Channel) -> Message? {
        do {
            return try wire.decode(frames)
        } catch {
            KernelLog.warning("dropped a message on \(channel.rawValue): \(error)")
            return nil
        }
    }

    /// Answers one verified request between `busy` and `idle` statuses.
    func dispatch(_ message: Message, on channel: Channel) {
        publish("status", ["execution_state": "busy"], parent: message.header)
        if channel == .shell { comms.parent = message.header }
        var queuedBehindFailure: [[Data]] = []
        switch (channel, message.messageType) {
        case (.shell, "execute_request"):
            queuedBehindFailure = execute(message)
        case (_, "kernel_info_request"):
            reply(to: message, type: "kernel_info_reply", content: interpreter.kernelInfo.content, on: channel)
        case (.shell, "complete_request"):
            complete(message)
        case (.shell, "inspect_request"):
            inspect(message)
        case (.shell, "is_complete_request"):
            let code = message.content["code"]?.stringValue ?? ""
            reply(to: message, type: "is_complete_reply", content: interpreter.isComplete(code: code).content, on: channel)
        case (.shell, "history_request"):
            reply(
                to: message, type: "history_reply",
                content: ["status": "ok", "history": .array(history.reply(to: message.content))], on: channel)
        case (.shell, "comm_info_request"):
            reply(to: message, type: "comm_info_reply", content: commInfo(message.content), on: channel)
        case (.shell, "comm_open"):
            openComm(message)
        case (.shell, "comm_msg"):
            receiveCommMessage(message)
        case (.shell, "comm_close"):
            closeComm(message)
        case (_, "shutdown_request"):
            shutdown(message, on: channel)
        case (.control, "interrupt_request"):
            interpreter.interrupt()
            reply(to: message, type: "interrupt_reply", content: ["status": "ok"], on: channel)
        case (.control, "usage_request"):
            reply(to: message, type: "usage_reply", content: ResourceUsage.current().content, on: channel)
        default:
            KernelLog.warning("ignored \(message.messageType) on \(channel.rawValue): not handled there")
        }
        publish("status", ["execution_state": "idle"], parent: message.header)
        abortQueuedExecutes(queuedBehindFailure)
    }

    // MARK: - Sending

    /// Sends a reply to `request` on `channel`, with the request's identities and header as parent.
    func reply(to request: Message, type: String, content: JSONObject, on channel: Channel) {
        let message = Message(
            identities: request.identities, header: headers.header(type: type), parentHeader: request.header,
            content: content)
        send(message, on: channel)
    }

    /// Publishes on iopub with `parent` as the parent header; the topic names the message type.
    func publish(_ type: String, _ content: JSONObject, parent: JSONObject) {
        Self.publish(type, content, parent: parent, metadata: [:], buffers: [], wire: wire, transport: transport,
                     headers: headers)
    }

    /// Publishes on iopub through `transport`; shared by the core and its comm manager.
    private static func publish(
        _ type: String, _ content: JSONObject, parent: JSONObject, metadata: JSONObject, buffers: [Data],
        wire: WireFormat, transport: any KernelTransport, headers: HeaderFactory
    ) {
        let topic = Data("kernel.\(headers.session).\(type)".utf8)
        let message = Message(
            identities: [topic], header: headers.header(type: type), parentHeader: parent, metadata: metadata,
            content: content, buffers: buffers)
        do {
            transport.send(try wire.encode(message), on: .iopub)
        } catch {
            KernelLog.warning("could not encode \(type): \(error)")
        }
    }

    /// The signed frames of the `iopub_welcome` message (JEP 65) for a new subscription to
    /// `topic`, which the iopub socket sends itself; nil if the topic is not UTF-8.
    ///
    /// Its content is `{"subscription": topic}` and its parent header is empty (it answers no
    /// request). It is sent under `topic` itself, so exactly the subscribers of that prefix get it;
    /// for the empty topic every client subscribes to, there is no topic frame at all.
    public func welcomeFrames(subscription topic: Data) -> [Data]? {
        guard let subscription = String(data: topic, encoding: .utf8) else { return nil }
        let message = Message(
            identities: topic.isEmpty ? [] : [topic], header: headers.header(type: "iopub_welcome"),
            content: ["subscription": .string(subscription)])
        do {
            return try wire.encode(message)
        } catch {
            KernelLog.warning("could not encode iopub_welcome: \(error)")
            return nil
        }
    }

    private func send(_ message: Message, on channel: Channel) {
        do {
            transport.send(try wire.encode(message), on: channel)
        } catch {
            KernelLog.warning("could not encode \(message.messageType): \(error)")
        }
    }

    // MARK: - Shutdown

    private func shutdown(_ message: Message, on channel: Channel) {
        let restart = message.content["restart"]?.boolValue ?? false
        interpreter.shutdown(restart: restart)
        let content: JSONObject = ["status": "ok", "restart": .bool(restart)]
        reply(to: message, type: "shutdown_reply", content: content, on: channel)
        // Protocol 5.4 also broadcasts the reply, so every client learns the kernel is going.
        publish("shutdown_reply", content, parent: message.header)
        requestShutdown()
    }
}
