extension Prelude {
    /// The standard library's `Hasher`, which a `hash(into:)` of the program's feeds.
    static let hasher = #"""
    /// The hasher a type's `hash(into:)` feeds its essential parts to, in order; `finalize()`
    /// gives their hash. As in Swift, only equal values' hashes are equal: the number itself is
    /// not one to rely on.
    struct Hasher {
        /// The hash of the values combined so far.
        private var state: Int = 0x6a09e667

        /// A hasher holding no values yet.
        init() {}

        /// Adds `value` to the hash.
        mutating func combine<H: Hashable>(_ value: H) {
            state = (state ^ value.hashValue) &* 1_099_511_628_211
        }

        /// The hash of the values combined, in order.
        func finalize() -> Int {
            state
        }
    }
    """#
}
