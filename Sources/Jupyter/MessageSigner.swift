import Crypto
import Foundation

/// Signs and verifies Jupyter messages with HMAC-SHA256 over the four JSON frames.
///
/// The signature covers header, parent_header, metadata and content exactly as they travel on
/// the wire (the bytes received, never a re-encoding), in that order. An empty key means the
/// connection is unsigned: the signature frame is empty and every message verifies.
/// Immutable, so the shell, control and publisher threads share one signer safely.
public struct MessageSigner: Sendable {
    /// The key bytes; `SymmetricKey` is not `Sendable`, so one is made per use (cheap).
    private let keyBytes: [UInt8]

    /// A signer for `key` (the connection file's `key`, as UTF-8 bytes); empty means unsigned.
    public init(key: [UInt8]) {
        self.keyBytes = key
    }

    /// Whether messages are signed at all.
    public var isSigning: Bool { !keyBytes.isEmpty }

    private var key: SymmetricKey? { keyBytes.isEmpty ? nil : SymmetricKey(data: keyBytes) }

    /// The lowercase hex HMAC-SHA256 of the frames, or an empty string when unsigned.
    /// - Parameter frames: header, parent_header, metadata and content, in that order.
    public func signature(of frames: [Data]) -> String {
        guard let key else { return "" }
        var hmac = HMAC<SHA256>(key: key)
        for frame in frames { hmac.update(data: frame) }
        return Data(hmac.finalize()).map { byteHex($0) }.joined()
    }

    /// Whether `signature` (hex, as received) authenticates the frames.
    ///
    /// The comparison is constant-time (swift-crypto's `isValidAuthenticationCode`), so a
    /// forger learns nothing from how long a rejection takes. Unsigned connections accept all.
    public func verify(signature: Data, of frames: [Data]) -> Bool {
        guard let key else { return true }
        guard let code = Self.bytes(fromHex: signature), code.count == SHA256.byteCount else { return false }
        var message = Data()
        for frame in frames { message.append(frame) }
        return HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: key)
    }

    /// Decodes hex digits (either case); nil for odd length or a non-hex character.
    static func bytes(fromHex hex: Data) -> [UInt8]? {
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var high: UInt8?
        for character in hex {
            guard let nibble = nibble(character) else { return nil }
            if let pending = high {
                bytes.append(pending << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return bytes
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

private let hexDigits = Array("0123456789abcdef")

private func byteHex(_ byte: UInt8) -> String {
    String([hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0f)]])
}
