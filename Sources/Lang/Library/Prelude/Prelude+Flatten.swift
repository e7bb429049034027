extension Prelude {
    /// The standard library's `FlattenSequence` and `JoinedSequence`, which `joined()` and
    /// `joined(separator:)` of a sequence of arrays return.
    static let flatten = #"""
    /// The elements of a sequence of sequences, in order, as Swift's lazy `FlattenSequence`: what
    /// `joined()` of arrays returns. `for`-`in`, `Array(_:)` and the collection methods read its
    /// elements; `print` shows it as Swift does, with the sequence it flattens.
    struct FlattenSequence<Base> {
        var _base: Base
    }

    /// The elements of a sequence of sequences, in order, with a separator's elements between
    /// them, as Swift's lazy `JoinedSequence`: what `joined(separator:)` of arrays returns, read
    /// as `FlattenSequence` is.
    struct JoinedSequence<Base> {
        var _base: Base
        var _separator: _JoinedSeparator
    }

    /// A `JoinedSequence`'s separator, described as Swift describes the `ContiguousArray` it keeps.
    struct _JoinedSeparator: CustomDebugStringConvertible {
        var _elements: [Any]
        var debugDescription: String { "ContiguousArray(\(_elements))" }
    }
    """#
}
