/// A deterministic random number generator: xoshiro256** seeded through SplitMix64.
///
/// The same seed gives the same sequence on every machine and every Swift version, which the
/// system generator does not promise. The random shapes (`RandomPolygon`, `RandomPoints`, `Blob`)
/// draw from it, and the Language session uses it for its own `Random.seed(_:)` stream.
///
/// Algorithms: Blackman and Vigna, "Scrambled Linear Pseudorandom Number Generators" (2021), for
/// xoshiro256**; Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators" (2014),
/// for SplitMix64, used here only to spread a 64-bit seed over the 256-bit state.
/// Doubles are built from the top 53 bits by this type itself, not by `Double.random(in:using:)`,
/// whose conversion the standard library does not pin down.
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator whose sequence is determined by `seed` alone.
    public init(seed: UInt64) {
        var splitMix = seed
        state = (Self.splitMix64(&splitMix), Self.splitMix64(&splitMix),
                 Self.splitMix64(&splitMix), Self.splitMix64(&splitMix))
    }

    /// Creates a generator from a signed seed (negative seeds are taken by their bit pattern).
    public init(seed: Int) {
        self.init(seed: UInt64(bitPattern: Int64(seed)))
    }

    /// One step of SplitMix64: advances `x` and returns a well-mixed 64-bit value.
    private static func splitMix64(_ x: inout UInt64) -> UInt64 {
        x &+= 0x9E37_79B9_7F4A_7C15
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }

    /// The next 64 uniformly distributed bits (xoshiro256**).
    public mutating func next() -> UInt64 {
        let result = Self.rotateLeft(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = Self.rotateLeft(state.3, 45)
        return result
    }

    /// A double uniformly distributed in `0 ..< 1`, on the grid of multiples of 2⁻⁵³.
    public mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A double uniformly distributed in `range`, both ends reachable.
    ///
    /// The top 53 bits are scaled to `0 … 1` inclusive, then mapped affinely onto the range.
    public mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double((UInt64(1) << 53) - 1)
        let (lower, upper) = (range.lowerBound, range.upperBound)
        let span = upper - lower
        // A span wider than the largest double overflows; blend the ends instead.
        let value = span.isFinite ? lower + span * unit : lower * (1 - unit) + upper * unit
        // Rounding in the affine map can step just outside a very wide range: clamp it back.
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    /// A double uniformly distributed in the half-open `range`.
    public mutating func nextDouble(in range: Range<Double>) -> Double {
        let value = range.lowerBound + (range.upperBound - range.lowerBound) * nextUnitDouble()
        return value < range.upperBound ? value : range.lowerBound
    }

    /// An integer uniformly distributed in `range`, without modulo bias.
    ///
    /// Lemire's multiply-and-reject method ("Fast Random Integer Generation in an Interval", 2019).
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }  // the whole 64-bit range
        var product = next().multipliedFullWidth(by: span)
        if product.low < span {
            let threshold = (0 &- span) % span
            while product.low < threshold {
                product = next().multipliedFullWidth(by: span)
            }
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: product.high)
    }

    /// An integer uniformly distributed in the half-open `range`; an empty range gives its bound.
    public mutating func nextInt(in range: Range<Int>) -> Int {
        range.isEmpty ? range.lowerBound : nextInt(in: range.lowerBound ... range.upperBound - 1)
    }

    /// A fair coin.
    public mutating func nextBool() -> Bool {
        next() >> 63 == 1
    }

    /// Two generators are equal when they will produce the same sequence.
    public static func == (a: SeededRandom, b: SeededRandom) -> Bool {
        a.state == b.state
    }

    /// Hashes the generator's state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state.0)
        hasher.combine(state.1)
        hasher.combine(state.2)
        hasher.combine(state.3)
    }
}
