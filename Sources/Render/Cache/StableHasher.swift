/// A 128-bit hash that is the same in every process and on every run, for cache keys on disk.
///
/// Swift's `Hasher` is seeded per process, so `hashValue` cannot name a file. This hasher runs
/// two independent 64-bit lanes over 64-bit words (multiply, xor-shift, as in xxHash and
/// MurmurHash's finalizers) and mixes them once more at the end (SplitMix64's finalizer). It is
/// not cryptographic: a collision needs two display lists built to collide, and the worst it can
/// cause is a wrong cached picture on the machine that built them.
struct StableHasher {
    private var lane0: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var lane1: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var count: UInt64 = 0

    /// Feeds one 64-bit word.
    @inline(__always)
    mutating func combine(_ word: UInt64) {
        lane0 = (lane0 ^ word) &* 0x100_0000_01B3 &+ 0x9E37_79B9_7F4A_7C15
        lane0 ^= lane0 >> 31
        lane1 = (lane1 &+ word &* 0xC2B2_AE3D_27D4_EB4F)
        lane1 = (lane1 << 31 | lane1 >> 33) &* 0x9E37_79B9_7F4A_7C15
        count &+= 1
    }

    /// Feeds a double by its bit pattern (0 and −0 both as 0, so equal values hash equally).
    mutating func combine(_ value: Double) { combine(value == 0 ? 0 : value.bitPattern) }

    /// Feeds an integer.
    mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    /// Feeds a string's UTF-8 bytes and its length.
    mutating func combine(_ text: String) {
        var word: UInt64 = 0, shift: UInt64 = 0
        for byte in text.utf8 {
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 { combine(word); (word, shift) = (0, 0) }
        }
        combine(word)
        combine(text.utf8.count)
    }

    /// The 128-bit digest as 32 lowercase hex digits.
    func finalize() -> String {
        let high = Self.mix(lane0 ^ count), low = Self.mix(lane1 &+ Self.mix(lane0))
        return Self.hex(high) + Self.hex(low)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
