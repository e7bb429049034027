extension Prelude {
    /// The standard library's `IndexingIterator`, which `makeIterator()` of the standard
    /// collections returns, `AnyIterator` and `AnySequence`, which programs return from their own, and the
    /// `UnfoldSequence` of `sequence(first:next:)` and `sequence(state:next:)`.
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
    /// (`AnyIterator { … }`) or from another iterator (`AnyIterator(base)`).
    struct AnyIterator<Element>: IteratorProtocol, Sequence {
        let _next: () -> Element?

        /// An iterator whose `next()` calls `body`.
        init(_ body: @escaping () -> Element?) {
            _next = body
        }

        /// An iterator over what `base` gives; it advances its own copy of `base`.
        init<I: IteratorProtocol>(_ base: I) where I.Element == Element {
            var iterator = base
            _next = { iterator.next() }
        }

        /// The next element, or nil after the last.
        func next() -> Element? {
            _next()
        }
    }

    /// A type-erased sequence: each `makeIterator()` starts a new iterator, of a sequence it
    /// wraps (`AnySequence(base)`) or from a closure that makes an `AnyIterator` (`AnySequence { … }`).
    struct AnySequence<Element>: Sequence {
        let _makeIterator: () -> AnyIterator<Element>

        /// The elements of `base`, iterated afresh each time.
        init<S: Sequence>(_ base: S) where S.Element == Element {
            _makeIterator = {
                var iterator = base.makeIterator()
                return AnyIterator { iterator.next() }
            }
        }

        /// The elements of the iterator `makeUnderlyingIterator` makes, called once per iteration.
        init<I: IteratorProtocol>(_ makeUnderlyingIterator: @escaping () -> I) where I.Element == Element {
            _makeIterator = { AnyIterator(makeUnderlyingIterator()) }
        }

        /// A new iterator over the elements.
        func makeIterator() -> AnyIterator<Element> {
            _makeIterator()
        }
    }

    /// The sequence of `sequence(first:next:)` and `sequence(state:next:)`: what a closure
    /// makes of a state it changes, possibly endlessly, until it returns nil; `for`-`in`,
    /// `prefix(_:)` and the scans read it only as far as they need.
    struct UnfoldSequence<Element, State>: IteratorProtocol, Sequence {
        var _state: State
        let _next: (inout State) -> Element?
        var _done = false

        /// The next element, or nil once the closure has returned nil (and from then on).
        mutating func next() -> Element? {
            guard !_done else { return nil }
            if let element = _next(&_state) { return element }
            _done = true
            return nil
        }
    }

    /// `first`, then `next(first)`, `next(next(first))`, … until `next` returns nil; its state
    /// is Swift's: the element before and whether `first` is still to come.
    func sequence<T>(first: T, next: @escaping (T) -> T?) -> UnfoldSequence<T, (T?, Bool)> {
        UnfoldSequence<T, (T?, Bool)>(_state: (first, true), _next: { (state: inout (T?, Bool)) -> T? in
            if state.1 {
                state.1 = false
                return state.0
            }
            guard let previous = state.0 else { return nil }
            let element = next(previous)
            state.0 = element
            return element
        })
    }

    /// What `next` makes of `state`, which it may change, call after call until it returns nil.
    func sequence<T, State>(state: State, next: @escaping (inout State) -> T?) -> UnfoldSequence<T, State> {
        UnfoldSequence<T, State>(_state: state, _next: next)
    }
    """#
}
