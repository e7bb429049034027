import Foundation

/// Why a multipart message was refused; the kernel logs it and drops the message.
public enum WireError: Error, Equatable, CustomStringConvertible {
    /// No `<IDS|MSG>` delimiter frame.
    case missingDelimiter
    /// Fewer than the five frames (signature and four JSON parts) after the delimiter.
    case missingFrames(found: Int)
    /// The signature does not authenticate the four JSON frames.
    case badSignature
    /// A JSON part is not a JSON object; `part` names it.
    case badJSON(part: String)
    /// The header has no string `msg_type`.
    case missingMessageType

    /// A one-line reason for the log.
    public var description: String {
        switch self {
        case .missingDelimiter: return "no <IDS|MSG> delimiter"
        case .missingFrames(let found): return "expected 5 frames after <IDS|MSG>, found \(found)"
        case .badSignature: return "bad signature"
        case .badJSON(let part): return "\(part) is not a JSON object"
        case .missingMessageType: return "header has no msg_type"
        }
    }
}

/// The Jupyter wire format: identities, `<IDS|MSG>`, signature, four JSON frames, buffers.
public struct WireFormat: Sendable {
    /// The frame that separates routing identities from the message.
    public static let delimiter = Data("<IDS|MSG>".utf8)

    /// Signs outgoing and verifies incoming messages.
    public let signer: MessageSigner

    /// A wire format that signs with `signer`.
    public init(signer: MessageSigner) {
        self.signer = signer
    }

    /// Parses and verifies the frames of one received message.
    ///
    /// The signature is checked over the four JSON frames exactly as received, before any JSON
    /// is parsed, so a forged message never reaches the decoder.
    /// - Throws: `WireError` naming what is wrong.
    public func decode(_ frames: [Data]) throws(WireError) -> Message {
        guard let delimiterIndex = frames.firstIndex(of: Self.delimiter) else { throw .missingDelimiter }
        let identities = Array(frames[..<delimiterIndex])
        let rest = Array(frames[(delimiterIndex + 1)...])
        guard rest.count >= 5 else { throw .missingFrames(found: rest.count) }
        let jsonFrames = Array(rest[1...4])
        guard signer.verify(signature: rest[0], of: jsonFrames) else { throw .badSignature }
        let names = ["header", "parent_header", "metadata", "content"]
        var parts: [JSONObject] = []
        for (name, frame) in zip(names, jsonFrames) {
            do {
                parts.append(try JSONCoding.decodeObject(frame))
            } catch {
                throw .badJSON(part: name)
            }
        }
        guard parts[0]["msg_type"]?.stringValue != nil else { throw .missingMessageType }
        return Message(
            identities: identities, header: parts[0], parentHeader: parts[1], metadata: parts[2],
            content: parts[3], buffers: Array(rest.dropFirst(5)))
    }

    /// The signed frames of `message`, ready for a multipart send.
    /// - Throws: `JSONWriter.UnrepresentableNumber` if a part holds NaN or an infinity.
    public func encode(_ message: Message) throws -> [Data] {
        let jsonFrames = try [message.header, message.parentHeader, message.metadata, message.content]
            .map(JSONCoding.encode)
        let signature = Data(signer.signature(of: jsonFrames).utf8)
        return message.identities + [Self.delimiter, signature] + jsonFrames + message.buffers
    }
}
