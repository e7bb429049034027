import Foundation
import Jupyter
import Lang
import Render
import Synchronization
@testable import ShapebookKernel

/// A Shapebook kernel without sockets: the protocol core over a real session and renderer,
/// driven by signed messages and recording everything it sends (as JupyterTests' in-memory
/// transport does for the core alone).
final class KernelHarness: @unchecked Sendable {
    private final class Transport: KernelTransport, @unchecked Sendable {
        let sent = Mutex<[(channel: Channel, frames: [Data])]>([])
        func send(_ frames: [Data], on channel: Channel) { sent.withLock { $0.append((channel, frames)) } }
        func receivePending(on channel: Channel) -> [[Data]] { [] }
    }

    static let key = Array("widget-harness-key".utf8)
    private let transport = Transport()
    private let wire = WireFormat(signer: MessageSigner(key: KernelHarness.key))
    private let headers = HeaderFactory(session: "harness", username: "tester")
    let interpreter: any KernelInterpreter
    let core: KernelCore

    /// A kernel over a fresh session, drawing without the render cache.
    init() {
        interpreter = LangInterpreter(session: Lang.Session(), renderer: Renderer(cache: nil))
        core = KernelCore(interpreter: interpreter, transport: transport, signer: MessageSigner(key: Self.key))
    }

    /// Sends a request on shell; returns its header.
    @discardableResult
    func send(_ type: String, _ content: JSONObject, metadata: JSONObject = [:]) throws -> JSONObject {
        let header = headers.header(type: type)
        let message = Message(identities: [Data("client".utf8)], header: header, metadata: metadata, content: content)
        core.handle(try wire.encode(message), on: .shell)
        return header
    }

    /// Runs a cell.
    @discardableResult
    func execute(_ code: String) throws -> JSONObject {
        try send("execute_request", ["code": .string(code), "silent": false, "store_history": true])
    }

    /// A widget message from the front end, as ipywidgets sends it; then, unless `settle` is
    /// false, a pause long enough for the kernel's deferred work (a live view's whole figure).
    @discardableResult
    func widgetMessage(_ modelID: String, _ data: JSONObject, settle: Bool = true) throws -> JSONObject {
        let header = try send("comm_msg", ["comm_id": .string(modelID), "data": .object(data)])
        if settle { self.settle() }
        return header
    }

    /// Runs the deferred work as the server does once no request has come for a while (the
    /// clock is not read: every deadline counts as passed).
    func settle() {
        core.runDeferredWork(now: .max)
    }

    /// Every iopub message since the last `clear()`.
    func published() throws -> [Message] {
        try transport.sent.withLock { $0 }.filter { $0.channel == .iopub }.map { try wire.decode($0.frames) }
    }

    /// The replies on shell.
    func replies() throws -> [Message] {
        try transport.sent.withLock { $0 }.filter { $0.channel == .shell }.map { try wire.decode($0.frames) }
    }

    /// The iopub messages of one type.
    func published(_ type: String) throws -> [Message] {
        try published().filter { $0.messageType == type }
    }

    func clear() {
        transport.sent.withLock { $0 = [] }
    }

    /// The widget models opened so far: model id and state, in order.
    func openedModels() throws -> [(id: String, state: JSONObject)] {
        try published("comm_open").compactMap { message in
            guard let id = message.content["comm_id"]?.stringValue,
                  let state = message.content["data"]?.objectValue?["state"]?.objectValue else { return nil }
            return (id, state)
        }
    }

    /// The id of the first opened model named `modelName` (`FloatSliderModel`).
    func modelID(_ modelName: String, _ index: Int = 0) throws -> String {
        let ids = try openedModels().filter { $0.state["_model_name"]?.stringValue == modelName }.map(\.id)
        guard ids.indices.contains(index) else { throw HarnessError.noModel(modelName) }
        return ids[index]
    }

    /// The `update` states sent on the comm `id` since the last clear.
    func updates(of id: String) throws -> [JSONObject] {
        try published("comm_msg").compactMap { message in
            guard message.content["comm_id"]?.stringValue == id, let data = message.content["data"]?.objectValue,
                  data["method"] == "update" else { return nil }
            return data["state"]?.objectValue
        }
    }

    /// The SVG text of a display or update message.
    static func svg(_ message: Message) -> String? {
        message.content["data"]?.objectValue?["image/svg+xml"]?.stringValue
    }

    /// The PNG bytes of a display or update message.
    static func png(_ message: Message) -> Data? {
        message.content["data"]?.objectValue?["image/png"]?.stringValue.flatMap { Data(base64Encoded: $0) }
    }

    enum HarnessError: Error { case noModel(String) }
}
