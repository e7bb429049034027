// A result builder's `buildBlock` may take a pack, as SwiftUI's `ViewBuilder.buildBlock<each
// Content>` does: the block's statements become the pack, and the block a tuple of them.
@resultBuilder
struct TupleBuilder {
    static func buildBlock<each C>(_ c: repeat each C) -> (repeat each C) { (repeat each c) }
}
func make<T>(@TupleBuilder _ body: () -> T) -> T { body() }
print(make { 1; "two"; 3.0 })
print(make { "alone" })

// expect: (1, "two", 3.0)
// expect: alone
