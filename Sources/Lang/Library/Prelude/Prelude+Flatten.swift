extension Prelude {
    /// The standard library's `FlattenSequence`, which `joined()` of a sequence of arrays returns.
    static let flatten = #"""
    /// The elements of a sequence of sequences, in order, as Swift's lazy `FlattenSequence`: what
    /// `joined()` of arrays returns. `for`-`in`, `Array(_:)` and the collection methods read its
    /// elements; `print` shows it as Swift does, with the sequence it flattens.
    struct FlattenSequence<Base> {
        var _base: Base
    }
    """#
}
