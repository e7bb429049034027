import Geometry

/// The session's random generator (LANGUAGE.md §2): `Double.random(in:)`, `Int.random(in:)`,
/// `Bool.random()`, `shuffled()`, `randomElement()` and the random shapes without `seed:` draw
/// from it. It starts from a fixed seed, so a fresh kernel running a notebook top to bottom
/// draws the same figures every time; `Random.seed(_:)` restarts it.
///
/// Each draw maps the generator's bits to a value exactly as the old language did (the same
/// seed, the same order of draws, the same mapping), so a notebook's figures stay the same
/// across the switch to Lang.
final class SessionRandom {
    /// The seed a new session starts from ("SHAPEBOK" in ASCII).
    static let defaultSeed: UInt64 = 0x5348_4150_4542_4F4B

    var generator = SeededRandom(seed: SessionRandom.defaultSeed)

    /// Restarts the sequence from `seed`.
    func reseed(_ seed: Int) {
        generator = SeededRandom(seed: seed)
    }

    /// The next 64 bits: a random shape's own seed when the program gives none.
    func next() -> UInt64 { generator.next() }

    /// A number in `lower...upper` (closed) or `lower..<upper`; the range must not be empty.
    func double(_ lower: Double, _ upper: Double, closed: Bool) -> Double {
        closed ? generator.nextDouble(in: lower...upper)
            : generator.nextDouble(in: lower..<Swift.max(upper, lower.nextUp))
    }

    /// A whole number among `count` consecutive ones from `lower` (count ≥ 1).
    func integer(from lower: Int, count: UInt64) -> Int {
        lower &+ Int(truncatingIfNeeded: generator.next() % count)
    }

    /// A fair coin.
    func bool() -> Bool { generator.next() & 1 == 1 }

    /// `items` in a random order (Fisher–Yates from the front).
    func shuffle<T>(_ items: inout [T], checking check: (Int) throws -> Void = { _ in }) rethrows {
        guard items.count > 1 else { return }
        var amount = items.count
        var current = 0
        while amount > 1 {
            try check(current)
            let offset = Int.random(in: 0..<amount, using: &generator)
            amount -= 1
            items.swapAt(current, current + offset)
            current += 1
        }
    }

    /// A random element of `items`, or nil when there is none.
    func element<T>(of items: [T]) -> T? {
        items.randomElement(using: &generator)
    }
}
