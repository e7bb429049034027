import Foundation
import Testing
@testable import Jupyter

/// RFC 4231's published HMAC-SHA256 test vectors, and jupyter_client's comparison rules.
@Suite struct MessageSignerTests {
    /// RFC 4231 §4.7: a key longer than the block size (131 bytes of 0xaa) is hashed first.
    @Test func rfc4231TestCase6LongKey() {
        let signer = MessageSigner(key: Array(repeating: 0xaa, count: 131))
        #expect(signer.signature(of: [Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8)])
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    /// RFC 4231 §4.8: a long key and a long message.
    @Test func rfc4231TestCase7LongKeyAndData() {
        let signer = MessageSigner(key: Array(repeating: 0xaa, count: 131))
        let text = "This is a test using a larger than block-size key and a larger than block-size data. "
            + "The key needs to be hashed before being used by the HMAC algorithm."
        #expect(signer.signature(of: [Data(text.utf8)])
            == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    @Test func rfc4231TestCase1() {
        let signer = MessageSigner(key: Array(repeating: 0x0b, count: 20))
        #expect(signer.signature(of: [Data("Hi There".utf8)])
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }

    @Test func rfc4231TestCase2SplitOverFourFrames() {
        let signer = MessageSigner(key: Array("Jefe".utf8))
        let frames = ["what do ", "ya want ", "for ", "nothing?"].map { Data($0.utf8) }
        let expected = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        #expect(signer.signature(of: frames) == expected)
        #expect(signer.verify(signature: Data(expected.utf8), of: frames))
        // jupyter_client compares with the lowercase hex digest: an uppercase signature is refused.
        #expect(!signer.verify(signature: Data(expected.uppercased().utf8), of: frames))
    }

    /// FIPS 180-4's examples (and the million `a`s of its test suite): SHA-256 itself, padding
    /// at every length (55 and 56 bytes straddle the length field's place).
    @Test func sha256KnownAnswers() {
        func hex(_ bytes: [UInt8]) -> String { String(decoding: MessageSigner.lowercaseHex(bytes), as: UTF8.self) }
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash([Array("abc".utf8)])) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash([Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)]))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash([Array(repeating: UInt8(ascii: "a"), count: 1_000_000)]))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// However a message is cut into frames, its MAC is that of the whole.
    @Test func framesCutAnywhereSignAsTheWhole() {
        let signer = MessageSigner(key: Array("Jefe".utf8))
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 300] {
            let message = Array(bytes.prefix(length))
            let whole = signer.signature(of: [Data(message)])
            for cut in Set([0, 1, length / 2, max(0, length - 1), length]) {
                #expect(signer.signature(of: [Data(message.prefix(cut)), Data(message.dropFirst(cut))]) == whole, "\(length) at \(cut)")
            }
        }
    }

    @Test func rejectsTamperingAndMalformedSignatures() {
        let signer = MessageSigner(key: Array("Jefe".utf8))
        let frames = ["a", "b", "c", "d"].map { Data($0.utf8) }
        let good = signer.signature(of: frames)
        #expect(signer.verify(signature: Data(good.utf8), of: frames))
        #expect(!signer.verify(signature: Data(good.utf8), of: ["a", "b", "c", "e"].map { Data($0.utf8) }))
        #expect(!signer.verify(signature: Data(good.dropLast(2).utf8), of: frames))
        #expect(!signer.verify(signature: Data((good.dropLast() + "g").utf8), of: frames))
        #expect(!signer.verify(signature: Data(), of: frames))
    }

    @Test func emptyKeyMeansUnsigned() {
        let signer = MessageSigner(key: [])
        #expect(!signer.isSigning)
        #expect(signer.signature(of: [Data("x".utf8)]) == "")
        #expect(signer.verify(signature: Data("anything".utf8), of: [Data("x".utf8)]))
    }

    @Test func messageIDsAreUnique() {
        let headers = HeaderFactory()
        let ids = (0..<10_000).compactMap { _ in headers.header(type: "status")["msg_id"]?.stringValue }
        #expect(Set(ids).count == 10_000)
    }
}
