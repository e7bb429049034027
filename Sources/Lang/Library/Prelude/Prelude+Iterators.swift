extension Prelude {
    /// The standard library's `IndexingIterator`, which `makeIterator()` of the standard
    /// collections returns, and `AnyIterator`, which programs return from their own.
    static let iterators = #"""
    /// An iterator over a collection's elements, in order: what `makeIterator()` returns.
    struct IndexingIterator<Elements: Collection>: IteratorProtocol {
        var _elements: [Elements.Element]
        var _position: Int = 0
        /// The collection iterated, which printing shows as Swift's iterator does.
        var _base: Elements

        /// The next element, or nil after the last.
        mutating func next() -> Elements.Element? {
            guard _position < _elements.count else { return nil }
            _position += 1
            return _elements[_position - 1]
        }
    }

    /// A type-erased iterator, and a sequence of its own elements, which come from a closure
    /// (`AnyIterator { … }`). `AnyIterator(base)` of another iterator is not here yet.
    struct AnyIterator<Element>: IteratorProtocol, Sequence {
        let _next: () -> Element?

        /// An iterator whose `next()` calls `body`.
        init(_ body: @escaping () -> Element?) {
            _next = body
        }

        /// The next element, or nil after the last.
        func next() -> Element? {
            _next()
        }
    }
    """#
}
