import Foundation

/// HMAC-SHA256 (RFC 2104 over FIPS 180-4's SHA-256): what Jupyter signs its messages with.
///
/// In Swift rather than from libcrypto: a kernel signs every message, and loading libcrypto
/// for it mapped 3.5 MB of its code and data into every kernel and spent milliseconds of each
/// start initialising OpenSSL's providers (docs/benchmarks.md, 2026-11-29 22:00). Checked
/// against RFC 4231's test vectors (MessageSignerTests) and, end to end, jupyter_client's own
/// signatures (tests/e2e).
enum HMACSHA256 {
    /// SHA-256's block size in bytes, which the key is padded (or hashed) to.
    static let blockSize = 64

    /// The 32-byte MAC of the frames, fed one after another.
    static func digest(key: [UInt8], frames: [Data]) -> [UInt8] {
        var block = key.count > blockSize ? SHA256.hash([key]) : key
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        for frame in frames { frame.withUnsafeBytes { inner.update($0) } }
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finish())
        return outer.finish()
    }

    /// Whether two byte strings are equal, in a time that depends only on their length, so a
    /// forger learns nothing from how long a rejection takes.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}

/// SHA-256 (FIPS 180-4), fed in pieces.
struct SHA256 {
    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The hash so far: the first 32 bits of the fractional parts of the square roots of the
    /// first 8 primes, before any block.
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    /// Bytes fed but not yet hashed: less than a block.
    private var pending: [UInt8] = []
    /// How many bytes were fed in all.
    private var length: UInt64 = 0

    /// The hash of the pieces, one after another.
    static func hash(_ pieces: [[UInt8]]) -> [UInt8] {
        var hasher = SHA256()
        for piece in pieces { hasher.update(piece) }
        return hasher.finish()
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Hashes every whole block of `pending` and `bytes`, and keeps the rest.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = min(SHA256.blockCount - pending.count, rest.count)
            pending += rest.prefix(taken)
            rest = rest.dropFirst(taken)
            guard pending.count == SHA256.blockCount else { return }
            let block = pending
            block.withUnsafeBytes { compress($0[...]) }
            pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= SHA256.blockCount {
            compress(rest.prefix(SHA256.blockCount))
            rest = rest.dropFirst(SHA256.blockCount)
        }
        pending += rest
    }

    /// The 32-byte hash: the padding (a one bit, zeros, the length in bits) hashed last.
    mutating func finish() -> [UInt8] {
        let bits = length &* 8
        var padding: [UInt8] = [0x80]
        padding += [UInt8](repeating: 0, count: (SHA256.blockCount * 2 - 8 - (pending.count + 1)) % SHA256.blockCount)
        padding += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        update(padding)
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    private static let blockCount = HMACSHA256.blockSize

    /// One round of the compression function over a 64-byte block.
    private mutating func compress(_ block: Slice<UnsafeRawBufferPointer>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            var offset = block.startIndex
            for index in 0..<16 {
                schedule[index] = UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16
                    | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
                offset += 4
            }
            for index in 16..<64 {
                let w15 = schedule[index - 15], w2 = schedule[index - 2]
                let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
            }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            var (e, f, g, h) = (state[4], state[5], state[6], state[7])
            for index in 0..<64 {
                let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ SHA256.roundConstants[index] &+ schedule[index]
                let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }
}

private extension UInt32 {
    func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
