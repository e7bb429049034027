extension Prelude {
    /// The standard library's `IndexingIterator`, which `makeIterator()` of the standard
    /// collections returns, `AnyIterator`, which programs return from their own, and the
    /// `UnfoldSequence` of `sequence(first:next:)`.
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

    /// The sequence of `sequence(first:next:)`: its first element, then what a closure makes of
    /// the one before, possibly endlessly; `first(where:)`, `contains` and `allSatisfy` read it
    /// only as far as they need. (`State` is Swift's `(T?, Bool)`; `sequence(state:next:)` is
    /// not here yet.)
    struct UnfoldSequence<Element, State>: IteratorProtocol, Sequence {
        var _current: Element?
        var _started = false
        let _step: (Element) -> Element?

        /// The next element, or nil once the closure has returned nil.
        mutating func next() -> Element? {
            if !_started {
                _started = true
            } else if let current = _current {
                _current = _step(current)
            }
            return _current
        }
    }

    /// `first`, then `next(first)`, `next(next(first))`, … until `next` returns nil.
    func sequence<T>(first: T, next: @escaping (T) -> T?) -> UnfoldSequence<T, (T?, Bool)> {
        UnfoldSequence<T, (T?, Bool)>(_current: first, _step: next)
    }
    """#
}
