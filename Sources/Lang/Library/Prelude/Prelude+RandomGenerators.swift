extension Prelude {
    /// `RandomNumberGenerator` and the random members that take one (`using:`), written as the
    /// standard library writes them, so that a program's own seeded generator draws exactly the
    /// numbers, shuffles and picks it draws in Swift: `next(upperBound:)` is Lemire's
    /// nearly-divisionless method, a `Double` in a range takes 53 random bits, a `Bool` bit 17.
    static let randomGenerators = #"""
    /// A source of uniformly distributed random bits.
    protocol RandomNumberGenerator {
        /// The next 64 random bits.
        mutating func next() -> UInt64
    }

    extension RandomNumberGenerator {
        /// A random value below `upperBound` (not zero), without bias: Lemire's method, as Swift's.
        mutating func next(upperBound: UInt64) -> UInt64 {
            precondition(upperBound != 0, "upperBound cannot be zero.")
            var product = _fullWidthProduct(next(), upperBound)
            if product.low < upperBound {
                let threshold = (0 &- upperBound) % upperBound
                while product.low < threshold { product = _fullWidthProduct(next(), upperBound) }
            }
            return product.high
        }
    }

    /// The 128-bit product of `a` and `b` as its high and low words (`multipliedFullWidth(by:)`).
    func _fullWidthProduct(_ a: UInt64, _ b: UInt64) -> (high: UInt64, low: UInt64) {
        let aLow = a & 0xFFFF_FFFF, aHigh = a >> 32, bLow = b & 0xFFFF_FFFF, bHigh = b >> 32
        let lowLow = aLow &* bLow, highLow = aHigh &* bLow, lowHigh = aLow &* bHigh, highHigh = aHigh &* bHigh
        let middle = (lowLow >> 32) &+ (highLow & 0xFFFF_FFFF) &+ (lowHigh & 0xFFFF_FFFF)
        return (highHigh &+ (highLow >> 32) &+ (lowHigh >> 32) &+ (middle >> 32), (middle << 32) | (lowLow & 0xFFFF_FFFF))
    }

    extension Int {
        /// A random whole number in `range`, from `generator`.
        static func random<G: RandomNumberGenerator>(in range: Range<Int>, using generator: inout G) -> Int {
            precondition(!range.isEmpty, "Can't get random value with an empty range")
            let delta = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
            return Int(truncatingIfNeeded: UInt64(bitPattern: Int64(range.lowerBound)) &+ generator.next(upperBound: delta))
        }

        /// A random whole number in `range`, from `generator`.
        static func random<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
            let delta = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
            if delta == UInt64.max { return Int(truncatingIfNeeded: generator.next()) }
            return Int(truncatingIfNeeded: UInt64(bitPattern: Int64(range.lowerBound)) &+ generator.next(upperBound: delta + 1))
        }
    }

    extension Double {
        /// A random number in `range`, from `generator`: 53 random bits scaled to it.
        static func random<G: RandomNumberGenerator>(in range: Range<Double>, using generator: inout G) -> Double {
            precondition(!range.isEmpty, "Can't get random value with an empty range")
            let delta = range.upperBound - range.lowerBound
            precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
            let unit = Double(generator.next() & ((1 << 53) - 1)) * (Double.ulpOfOne / 2)
            let value = delta * unit + range.lowerBound
            if value == range.upperBound { return Double.random(in: range, using: &generator) }
            return value
        }

        /// A random number in `range`, from `generator`: 53 random bits and one more value, its end.
        static func random<G: RandomNumberGenerator>(in range: ClosedRange<Double>, using generator: inout G) -> Double {
            let delta = range.upperBound - range.lowerBound
            precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
            let bits = generator.next(upperBound: (1 << 53) + 1)
            if bits == 1 << 53 { return range.upperBound }
            return delta * (Double(bits) * (Double.ulpOfOne / 2)) + range.lowerBound
        }
    }

    extension Bool {
        /// `true` or `false` with equal chance, from bit 17 of `generator`'s next value.
        static func random<G: RandomNumberGenerator>(using generator: inout G) -> Bool {
            (generator.next() >> 17) & 1 == 0
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
