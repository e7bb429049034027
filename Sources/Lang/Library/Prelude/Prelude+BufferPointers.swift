extension Prelude {
    /// `withUnsafeBufferPointer` and `withUnsafeMutableBufferPointer` of an array, in their safe
    /// uses: the buffer is a collection of the array's elements, bounds-checked as swiftc's debug
    /// build checks it (an index out of range is a runtime error), never raw memory.
    static let bufferPointers = #"""
    /// The elements a buffer pointer addresses, shared by its copies as memory is.
    final class _BufferStorage<Element> {
        var _elements: [Element]

        /// Storage holding `elements`.
        init(_ elements: [Element]) {
            _elements = elements
        }
    }

    /// A read-only view of an array's elements, for the duration of `withUnsafeBufferPointer`.
    struct UnsafeBufferPointer<Element>: RandomAccessCollection {
        let _storage: _BufferStorage<Element>

        /// The first position, 0.
        var startIndex: Int { 0 }
        /// The number of elements.
        var endIndex: Int { _storage._elements.count }

        /// The position after `i`.
        func index(after i: Int) -> Int { i + 1 }

        /// The position before `i`.
        func index(before i: Int) -> Int { i - 1 }

        /// The element at `position`, which must be in range.
        subscript(position: Int) -> Element {
            _storage._elements[position]
        }
    }

    /// A view of an array's elements that writes through to them, for the duration of
    /// `withUnsafeMutableBufferPointer`.
    struct UnsafeMutableBufferPointer<Element>: RandomAccessCollection, MutableCollection {
        let _storage: _BufferStorage<Element>

        /// The first position, 0.
        var startIndex: Int { 0 }
        /// The number of elements.
        var endIndex: Int { _storage._elements.count }

        /// The position after `i`.
        func index(after i: Int) -> Int { i + 1 }

        /// The position before `i`.
        func index(before i: Int) -> Int { i - 1 }

        /// The element at `position`, which must be in range; setting it writes the array's.
        subscript(position: Int) -> Element {
            get { _storage._elements[position] }
            nonmutating set { _storage._elements[position] = newValue }
        }
    }

    extension Array {
        /// The result of `body` given a buffer of the elements.
        func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
            try body(UnsafeBufferPointer(_storage: _BufferStorage(self)))
        }

        /// The result of `body` given a buffer of the elements, whose writes the array keeps.
        mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
            var buffer = UnsafeMutableBufferPointer(_storage: _BufferStorage(self))
            defer { self = buffer._storage._elements }
            return try body(&buffer)
        }
    }
    """#
}
