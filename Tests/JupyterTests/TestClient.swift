import Foundation
@testable import Jupyter

/// A front end for core tests: builds signed requests, feeds them to a core, decodes replies.
struct TestClient {
    static let key = Array("0d8e9c4a-secret".utf8)
    let wire = WireFormat(signer: MessageSigner(key: TestClient.key))
    let headers = HeaderFactory(session: "client-session", username: "tester")
    let transport = InMemoryTransport()
    let interpreter = FakeInterpreter()
    let core: KernelCore

    init() {
        core = KernelCore(interpreter: interpreter, transport: transport, signer: MessageSigner(key: TestClient.key))
    }

    /// The signed frames of a request, from a client with ROUTER identity `client`.
    func request(_ type: String, _ content: JSONObject = [:]) throws -> (frames: [Data], header: JSONObject) {
        let header = headers.header(type: type)
        let message = Message(identities: [Data("client".utf8)], header: header, content: content)
        return (try wire.encode(message), header)
    }

    /// Sends a request through the core and returns its header.
    @discardableResult
    func send(_ type: String, _ content: JSONObject = [:], on channel: Channel = .shell) throws -> JSONObject {
        let (frames, header) = try request(type, content)
        core.handle(frames, on: channel)
        return header
    }

    /// Everything the core sent, decoded (iopub's topic frame shows up as the identity).
    func sent() throws -> [(channel: Channel, message: Message)] {
        try transport.sent.map { ($0.channel, try wire.decode($0.frames)) }
    }

    /// The `msg_type`s sent on `channel`, in order; iopub statuses are written `status:busy`.
    func types(on channel: Channel) throws -> [String] {
        try sent().filter { $0.channel == channel }.map { entry in
            let type = entry.message.messageType
            guard type == "status", let state = entry.message.content["execution_state"]?.stringValue else { return type }
            return "status:\(state)"
        }
    }

    /// The replies on `channel`.
    func replies(on channel: Channel = .shell) throws -> [Message] {
        try sent().filter { $0.channel == channel }.map(\.message)
    }

    /// The iopub messages of one type.
    func published(_ type: String) throws -> [Message] {
        try sent().filter { $0.channel == .iopub && $0.message.messageType == type }.map(\.message)
    }
}
