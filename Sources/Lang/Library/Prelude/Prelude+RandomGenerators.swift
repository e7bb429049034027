extension Prelude {
    /// `RandomNumberGenerator` and the standard library's members that take `using:`, written as
    /// the standard library writes them, so that a program's own seeded generator draws exactly
    /// the numbers swiftc's program draws.
    static let randomGenerators = #"""
    /// A source of uniformly random 64-bit values: the standard library's members that take
    /// `using:` draw from one, by the standard library's own algorithms, so a generator of the
    /// program's own gives the numbers swiftc's program gives.
    protocol RandomNumberGenerator {
        /// The next random value.
        mutating func next() -> UInt64
    }

    extension RandomNumberGenerator {
        /// A random value below `upperBound`, by Lemire's nearly divisionless method, as the
        /// standard library draws it.
        mutating func next(upperBound: UInt64) -> UInt64 {
            precondition(upperBound != 0, "upperBound cannot be zero.")
            var random = next()
            var product = _multipliedFullWidth(random, upperBound)
            if product.low < upperBound {
                let threshold = (0 &- upperBound) % upperBound
                while product.low < threshold {
                    random = next()
                    product = _multipliedFullWidth(random, upperBound)
                }
            }
            return product.high
        }

        /// A random value of a narrower unsigned type below `upperBound` (`UInt32`, `UInt8`), as
        /// the standard library draws it: the low bits of `next()`, its full-width product with
        /// the bound, Lemire's rejection in that width.
        mutating func next<T: FixedWidthInteger & UnsignedInteger>(upperBound: T) -> T {
            precondition(upperBound != 0, "upperBound cannot be zero.")
            let bits = T.bitWidth
            let bound = UInt64(upperBound)
            if bits >= 64 { return T(truncatingIfNeeded: next(upperBound: bound)) }
            let mask: UInt64 = (1 << UInt64(bits)) - 1
            var random = next() & mask
            var product = random &* bound
            if product & mask < bound {
                let threshold = ((mask &+ 1) &- bound) % bound
                while product & mask < threshold {
                    random = next() & mask
                    product = random &* bound
                }
            }
            return T(truncatingIfNeeded: product >> UInt64(bits))
        }
    }

    /// The 128-bit product of two 64-bit values, as its high and low halves.
    func _multipliedFullWidth(_ a: UInt64, _ b: UInt64) -> (high: UInt64, low: UInt64) {
        let mask: UInt64 = 0xFFFF_FFFF
        let (a1, a0) = (a >> 32, a & mask)
        let (b1, b0) = (b >> 32, b & mask)
        let low = a0 &* b0
        let middle1 = a1 &* b0 &+ (low >> 32)
        let middle2 = a0 &* b1 &+ (middle1 & mask)
        let high = a1 &* b1 &+ (middle1 >> 32) &+ (middle2 >> 32)
        return (high, (middle2 << 32) | (low & mask))
    }

    /// The system's generator; here, the session's (`Random.seed(_:)` restarts it).
    struct SystemRandomNumberGenerator: RandomNumberGenerator {
        /// A new handle on the generator.
        init() {}

        /// The next random value.
        mutating func next() -> UInt64 {
            UInt64(Int.random(in: 0...0xFFFF_FFFF)) << 32 | UInt64(Int.random(in: 0...0xFFFF_FFFF))
        }
    }

    extension Int {
        /// A random whole number in `range`, from `generator`, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(in range: Range<Int>, using generator: inout G) -> Int {
            precondition(!range.isEmpty, "Can't get random value with an empty range")
            let delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
            return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ generator.next(upperBound: delta))
        }

        /// A random whole number in `range`, from `generator`, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
            var delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
            if delta == UInt64.max { return Int(truncatingIfNeeded: generator.next()) }
            delta += 1
            return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ generator.next(upperBound: delta))
        }
    }

    extension Float {
        /// A random number in `range`, from `generator`'s next 24 bits, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(in range: Range<Float>, using generator: inout G) -> Float {
            precondition(!range.isEmpty, "Can't get random value with an empty range")
            let delta = range.upperBound - range.lowerBound
            precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
            let random = generator.next() & ((1 << 24) - 1)
            let value = delta * (Float(random) * (Float.ulpOfOne / 2)) + range.lowerBound
            if value == range.upperBound { return Float.random(in: range, using: &generator) }
            return value
        }

        /// A random number in `range`, from `generator`, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(in range: ClosedRange<Float>, using generator: inout G) -> Float {
            let delta = range.upperBound - range.lowerBound
            precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
            let random = generator.next(upperBound: UInt32(1 << 24) + 1)
            if random == 1 << 24 { return range.upperBound }
            return delta * (Float(random) * (Float.ulpOfOne / 2)) + range.lowerBound
        }

        /// A random number in `range`, from the system's generator.
        static func random(in range: Range<Float>) -> Float {
            var generator = SystemRandomNumberGenerator()
            return Float.random(in: range, using: &generator)
        }

        /// A random number in `range`, from the system's generator.
        static func random(in range: ClosedRange<Float>) -> Float {
            var generator = SystemRandomNumberGenerator()
            return Float.random(in: range, using: &generator)
        }
    }

    extension Bool {
        /// `true` or `false` from a bit of `generator`'s next value, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(using generator: inout G) -> Bool {
            (generator.next() >> 17) & 1 == 0
        }
    }

    extension Double {
        /// A random number in `range`, from `generator`'s next 53 bits, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(in range: Range<Double>, using generator: inout G) -> Double {
            precondition(!range.isEmpty, "Can't get random value with an empty range")
            let delta = range.upperBound - range.lowerBound
            precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
            let random = generator.next() & ((1 << 53) - 1)
            let value = delta * (Double(random) * (Double.ulpOfOne / 2)) + range.lowerBound
            if value == range.upperBound { return Double.random(in: range, using: &generator) }
            return value
        }

        /// A random number in `range`, from `generator`, as the standard library draws it.
        static func random<G: RandomNumberGenerator>(in range: ClosedRange<Double>, using generator: inout G) -> Double {
            let delta = range.upperBound - range.lowerBound
            precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
            let random = generator.next(upperBound: (1 << 53) + 1)
            if random == 1 << 53 { return range.upperBound }
            return delta * (Double(random) * (Double.ulpOfOne / 2)) + range.lowerBound
        }
    }

    /// `items` shuffled as Swift's Fisher–Yates shuffle shuffles them, drawing from `generator`
    /// (`shuffled(using:)`, StandardLibrary+Random).
    func _shuffled<Element, G: RandomNumberGenerator>(_ items: [Element], using generator: inout G) -> [Element] {
        var result = items
        guard result.count > 1 else { return result }
        var amount = result.count
        var current = 0
        while amount > 1 {
            let random = Int.random(in: 0..<amount, using: &generator)
            amount -= 1
            result.swapAt(current, current + random)
            current += 1
        }
        return result
    }

    /// An element of `items` picked by `generator`, or nil when there is none (`randomElement(using:)`).
    func _randomElement<Element, G: RandomNumberGenerator>(_ items: [Element], using generator: inout G) -> Element? {
        guard !items.isEmpty else { return nil }
        return items[Int.random(in: 0..<items.count, using: &generator)]
    }
    """#
}
