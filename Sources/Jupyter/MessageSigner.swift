internal import COpenSSL
import Foundation

/// Signs and verifies Jupyter messages with HMAC-SHA256 over the four JSON frames.
///
/// The signature covers header, parent_header, metadata and content exactly as they travel on
/// the wire (the bytes received, never a re-encoding), in that order. An empty key means the
/// connection is unsigned: the signature frame is empty and every message verifies. The MAC
/// comes from the system's OpenSSL (libcrypto), as xeus signs. Immutable, so the shell, control
/// and publisher threads share one signer safely.
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
        guard isSigning, let digest = HMACSHA256.digest(key: keyBytes, frames: frames) else { return "" }
        return String(decoding: Self.lowercaseHex(digest), as: UTF8.self)
    }

    /// Whether `signature` (hex, as received) authenticates the frames.
    ///
    /// As jupyter_client does, the received text is compared with the lowercase hex digest, so an
    /// uppercase signature is refused. The comparison is constant-time (`CRYPTO_memcmp`), so a
    /// forger learns nothing from how long a rejection takes. Unsigned connections accept all.
    public func verify(signature: Data, of frames: [Data]) -> Bool {
        guard isSigning else { return true }
        guard let digest = HMACSHA256.digest(key: keyBytes, frames: frames) else { return false }
        let expected = Self.lowercaseHex(digest)
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

/// HMAC-SHA256 through OpenSSL 3's EVP_MAC interface.
enum HMACSHA256 {
    /// OpenSSL's HMAC implementation, fetched once (a fetched algorithm may be shared by threads);
    /// nil when libcrypto could not be loaded (`KernelLog` says why).
    private static let algorithm = FetchedMAC.load()

    /// The 32-byte MAC of the frames, fed one after another; nil only if OpenSSL fails.
    static func digest(key: [UInt8], frames: [Data]) -> [UInt8]? {
        guard let algorithm, let mac = algorithm.pointer else { return nil }
        let crypto = algorithm.crypto
        guard let context = crypto.EVP_MAC_CTX_new(mac) else { return nil }
        defer { crypto.EVP_MAC_CTX_free(context) }
        guard shapebook_hmac_sha256_init(algorithm.table, context, key, key.count) == 1 else { return nil }
        for frame in frames {
            let fed = frame.withUnsafeBytes { bytes -> Int32 in
                guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return 1 }
                return crypto.EVP_MAC_update(context, base, bytes.count)
            }
            guard fed == 1 else { return nil }
        }
        var output = [UInt8](repeating: 0, count: 32)
        var written = 0
        guard crypto.EVP_MAC_final(context, &output, &written, output.count) == 1, written == 32 else { return nil }
        return output
    }

    /// Whether two byte strings of the same length are equal, compared in constant time
    /// (`CRYPTO_memcmp`), so a forger learns nothing from how long a rejection takes.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard let algorithm, a.count == b.count else { return false }
        return algorithm.crypto.CRYPTO_memcmp(a, b, a.count) == 0
    }
}

/// The `EVP_MAC` for HMAC, fetched from OpenSSL's default provider, with libcrypto's functions.
private final class FetchedMAC: @unchecked Sendable {
    /// libcrypto's functions, loaded with dlopen (COpenSSL/shim.h says why); process-lifetime.
    let table: UnsafePointer<shapebook_crypto_api>
    /// Immutable after init; OpenSSL documents fetched algorithms as safe to share between threads.
    let pointer: OpaquePointer?

    var crypto: shapebook_crypto_api { table.pointee }

    private init(table: UnsafePointer<shapebook_crypto_api>) {
        self.table = table
        pointer = table.pointee.EVP_MAC_fetch(nil, "HMAC", nil)
    }

    deinit { crypto.EVP_MAC_free(pointer) }

    /// Loads libcrypto and fetches HMAC; nil, with a warning in the kernel's log, if it cannot.
    static func load() -> FetchedMAC? {
        var message = [CChar](repeating: 0, count: 512)
        guard let table = shapebook_crypto_load(&message, message.count) else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            KernelLog.warning("libcrypto could not be loaded, so messages cannot be signed: \(reason)")
            return nil
        }
        return FetchedMAC(table: table)
    }
}
