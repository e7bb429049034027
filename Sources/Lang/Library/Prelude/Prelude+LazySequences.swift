extension Prelude {
    /// The standard library's lazy wrappers that `zip(_:_:)`, `stride(from:to:by:)`,
    /// `stride(from:through:by:)`, `reversed()`, `enumerated()` and `lazy` return (LazySequenceValue).
    static let lazySequences = #"""
    /// Pairs of two sequences' elements, as long as the shorter one, as Swift's `Zip2Sequence`:
    /// what `zip(_:_:)` returns. `for`-`in`, `Array(_:)` and the sequence methods read its pairs;
    /// `print` shows it as Swift does, with the two sequences.
    struct Zip2Sequence<Sequence1, Sequence2> {
        var _sequence1: Sequence1
        var _sequence2: Sequence2
    }

    /// The values from a start towards an end, not including it, a stride apart, as Swift's
    /// `StrideTo`: what `stride(from:to:by:)` returns, read as the array of its values.
    struct StrideTo<Element> {
        var _start: Element
        var _end: Element
        var _stride: Element
    }

    /// The values from a start towards an end, including it when a step lands on it, as Swift's
    /// `StrideThrough`: what `stride(from:through:by:)` returns, read as the array of its values.
    struct StrideThrough<Element> {
        var _start: Element
        var _end: Element
        var _stride: Element
    }

    /// A collection's elements in reverse order, as Swift's `ReversedCollection`: what
    /// `reversed()` of an array, a string or a range returns; its `reversed()` is the collection.
    struct ReversedCollection<Base> {
        var _base: Base
    }

    /// Pairs of each element's offset (from 0) and the element, as Swift's `EnumeratedSequence`:
    /// what `enumerated()` returns, read as the array of its `(offset:element:)` pairs.
    struct EnumeratedSequence<Base> {
        var _base: Base
    }

    /// A sequence's elements, as Swift's `LazySequence`: what `.lazy` returns, read as its base's
    /// elements, with its base's subscript; `print` shows it as Swift does, with its base. Its
    /// `map`, `filter` and `compactMap` are lazy (`LazyMapSequence`, `LazyFilterSequence`).
    struct LazySequence<Base> {
        var _base: Base
    }

    /// A lazy sequence's elements transformed, as Swift's `LazyMapSequence`: what `map` of a lazy
    /// sequence returns. The transform runs when an element is read (LazyClosureSequence).
    struct LazyMapSequence<Base, Element> {
        var _base: Base
        var _transform: _LazyClosures
    }

    /// A lazy sequence's elements that a predicate keeps, as Swift's `LazyFilterSequence`: what
    /// `filter` of a lazy sequence returns. The predicate runs when elements are read.
    struct LazyFilterSequence<Base> {
        var _base: Base
        var _predicate: _LazyClosures
    }

    /// A lazy sequence's first elements, up to the first that a predicate refuses, as Swift's
    /// `LazyPrefixWhileSequence`: what `prefix(while:)` of a lazy sequence returns.
    struct LazyPrefixWhileSequence<Base> {
        var _base: Base
        var _predicate: _LazyClosures
    }

    /// A lazy sequence's elements from the first that a predicate refuses, as Swift's
    /// `LazyDropWhileSequence`: what `drop(while:)` of a lazy sequence returns.
    struct LazyDropWhileSequence<Base> {
        var _base: Base
        var _predicate: _LazyClosures
    }

    /// A sequence's first elements, at most a number of them, as Swift's `PrefixSequence`: what
    /// `prefix(_:)` of a lazy map or filter over a sequence that is no collection returns.
    struct PrefixSequence<Base> {
        var _base: Base
        var _maxLength: Int
    }

    /// A sequence's elements after its first few, as Swift's `DropFirstSequence`: what
    /// `dropFirst(_:)` of a lazy map or filter over a sequence that is no collection returns.
    struct DropFirstSequence<Base> {
        var _base: Base
        var _limit: Int
    }

    /// The closures of a lazy map or filter, applied in order (a map of a map keeps both, as
    /// Swift composes them into one function), described as Swift describes a function.
    struct _LazyClosures: CustomDebugStringConvertible {
        var _closures: [Any]
        var debugDescription: String { "(Function)" }
    }

    /// The elements of a collection between two of its positions, as Swift's `Slice`: what
    /// `prefix`, `suffix`, `dropFirst` and `dropLast` of a Set, a Dictionary or a ClosedRange
    /// return, read as the array of those elements (the positions are offsets in its base).
    struct Slice<Base> {
        var _startIndex: Int
        var _endIndex: Int
        var _base: Base
    }

    /// A collection's positions in order, as Swift's `DefaultIndices`: what `indices` of a
    /// String, a Set or a Dictionary returns, read as the array of its indices.
    struct DefaultIndices<Elements> {
        var _elements: Elements
        var _startIndex: Int
        var _endIndex: Int
    }

    extension ForEach {
        /// A view for each integer of `data` (`indices.reversed()`), identified by `id`.
        init<ID: Hashable>(_ data: ReversedCollection<Range<Int>>, id: (Int) -> ID, @ViewBuilder content: (Int) -> _ViewList) {
            self.init(Array(data), id: id, content: content)
        }
        /// A view for each integer of `data` (`(1...n).reversed()`), identified by `id`.
        init<ID: Hashable>(_ data: ReversedCollection<ClosedRange<Int>>, id: (Int) -> ID, @ViewBuilder content: (Int) -> _ViewList) {
            self.init(Array(data), id: id, content: content)
        }
        /// A view for each element of `data` (`items.reversed()`), identified by its `id`.
        init<Element: Identifiable>(_ data: ReversedCollection<[Element]>, @ViewBuilder content: (Element) -> _ViewList) {
            self.init(Array(data), content: content)
        }
        /// A view for each element of `data` (`items.reversed()`), identified by `id`.
        init<Element, ID: Hashable>(_ data: ReversedCollection<[Element]>, id: (Element) -> ID,
                                    @ViewBuilder content: (Element) -> _ViewList) {
            self.init(Array(data), id: id, content: content)
        }
        /// A view for each offset and element of `data` (`items.enumerated()`), identified by `id`
        /// (`\.offset`).
        init<Element, ID: Hashable>(_ data: EnumeratedSequence<[Element]>, id: ((offset: Int, element: Element)) -> ID,
                                    @ViewBuilder content: ((offset: Int, element: Element)) -> _ViewList) {
            self.init(Array(data), id: id, content: content)
        }
    }
    """#
}
