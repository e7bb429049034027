extension Prelude {
    /// The standard library's one-sided ranges, which `2...`, `..<5` and `...5` make: library
    /// generic types, so that `type(of:)`, annotations and parameters name them as Swift does.
    /// A value is held at run time as a range whose missing end is absent, and the checker reads
    /// its members, its elements and its use as an index as that range's (Checker+PartialRanges.swift).
    static let partialRanges = #"""
    /// The values from a lower bound on, as Swift's `PartialRangeFrom`: what `2...` makes. It has
    /// `lowerBound`, `contains(_:)` and `relative(to:)`; of integers it is an endless sequence
    /// (`for i in 1...` until `break`, `zip(words, 0...)`), and it cuts a collection from a position
    /// (`xs[2...]`).
    struct PartialRangeFrom<Bound> {
    }

    /// The values below an upper bound, as Swift's `PartialRangeUpTo`: what `..<5` makes. It has
    /// `upperBound`, `contains(_:)` and `relative(to:)`, and cuts a collection before a position
    /// (`xs[..<2]`).
    struct PartialRangeUpTo<Bound> {
    }

    /// The values up to and including an upper bound, as Swift's `PartialRangeThrough`: what
    /// `...5` makes. It has `upperBound`, `contains(_:)` and `relative(to:)`, and cuts a
    /// collection through a position (`xs[...2]`).
    struct PartialRangeThrough<Bound> {
    }
    """#
}
