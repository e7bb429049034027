import Foundation

/// One Jupyter message: the routing identities, the four JSON parts and any extra buffers.
///
/// Messages received keep the raw bytes their signature covered (`rawParts`), so verification
/// never depends on how Foundation would re-encode the JSON.
public struct Message: Sendable {
    /// ROUTER identities to reply to (empty on iopub, where the first frame is a topic).
    public var identities: [Data]
    /// The message's own header: msg_id, session, username, date, msg_type, version.
    public var header: JSONObject
    /// The header of the request this message answers, or empty.
    public var parentHeader: JSONObject
    /// Free-form metadata.
    public var metadata: JSONObject
    /// The message's body, whose fields depend on `msg_type`.
    public var content: JSONObject
    /// Binary buffers after the content frame.
    public var buffers: [Data]

    /// A message from its parts.
    public init(
        identities: [Data] = [], header: JSONObject, parentHeader: JSONObject = [:],
        metadata: JSONObject = [:], content: JSONObject = [:], buffers: [Data] = []
    ) {
        self.identities = identities
        self.header = header
        self.parentHeader = parentHeader
        self.metadata = metadata
        self.content = content
        self.buffers = buffers
    }

    /// The header's `msg_type`, such as `execute_request`.
    public var messageType: String { header["msg_type"]?.stringValue ?? "" }

    /// The header's `msg_id`.
    public var messageID: String { header["msg_id"]?.stringValue ?? "" }
}

/// Builds headers with fresh message ids for one kernel session.
public struct HeaderFactory: Sendable {
    /// The protocol version this kernel speaks.
    public static let protocolVersion = "5.4"

    /// The kernel's session id, the same in every header it sends.
    public let session: String
    /// The user name the kernel signs its messages with.
    public let username: String

    /// A factory for a new session (a fresh UUID unless given).
    public init(session: String = UUID().uuidString.lowercased(), username: String = "kernel") {
        self.session = session
        self.username = username
    }

    /// A header for a new message of `type`, with a unique `msg_id` (a random UUID).
    public func header(type: String, date: Date = Date()) -> JSONObject {
        [
            "msg_id": .string(UUID().uuidString.lowercased()),
            "session": .string(session),
            "username": .string(username),
            "date": .string(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))),
            "msg_type": .string(type),
            "version": .string(Self.protocolVersion),
        ]
    }
}
