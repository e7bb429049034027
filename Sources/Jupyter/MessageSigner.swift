import Foundation

/// Signs and verifies Jupyter messages with HMAC-SHA256 over the four JSON frames.
///
/// The signature covers header, parent_header, metadata and content exactly as they travel on
/// the wire (the bytes received, never a re-encoding), in that order. An empty key means the
/// connection is unsigned: the signature frame is empty and every message verifies. Immutable,
/// so the shell, control and publisher threads share one signer safely.
public struct MessageSigner: Sendable {
    private let keyBytes: [UInt8]

    /// A signer for `key` (the connection file's `key`, as UTF-8 bytes); empty means unsigned.
    public init(key: [UInt8]) {
        self.keyBytes = key
    }

    /// Whether messages are signed at all.
    public var isSigning: Bool { !keyBytes.isEmpty }

    /// The lowercase hex HMAC-SHA256 of the frames, or an empty string when unsigned.
    /// - Parameter frames: header, parent_header, metadata and content, in that order.
    public func signature(of frames: [Data]) -> String {
        guard isSigning else { return "" }
        return String(decoding: Self.lowercaseHex(HMACSHA256.digest(key: keyBytes, frames: frames)), as: UTF8.self)
    }

    /// Whether `signature` (hex, as received) authenticates the frames.
    ///
    /// As jupyter_client does, the received text is compared with the lowercase hex digest, so an
    /// uppercase signature is refused. The comparison is constant-time, so a forger learns
    /// nothing from how long a rejection takes. Unsigned connections accept all.
    public func verify(signature: Data, of frames: [Data]) -> Bool {
        guard isSigning else { return true }
        let expected = Self.lowercaseHex(HMACSHA256.digest(key: keyBytes, frames: frames))
        guard signature.count == expected.count else { return false }
        let received = [UInt8](signature)
        return HMACSHA256.constantTimeEqual(received, expected)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func lowercaseHex(_ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0f)])
        }
        return text
    }
}
