extension Prelude {
    /// The standard library's `IndexingIterator`, which `makeIterator()` of the standard
    /// collections returns.
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
    """#
}
