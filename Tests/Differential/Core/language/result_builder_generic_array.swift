// A generic buildArray (SE-0289): its array of components takes the type of the loop body's
// block, as swiftc infers it, whether buildBlock is generic or not.
@resultBuilder enum Collect {
    static func buildExpression<T: CustomStringConvertible>(_ value: T) -> [String] { [value.description] }
    static func buildBlock<T>(_ parts: [T]...) -> [T] { parts.flatMap { $0 } }
    static func buildArray<T>(_ parts: [[T]]) -> [T] { parts.flatMap { $0 } + parts.flatMap { $0 } }
}
func collect(@Collect _ body: () -> [String]) -> String { body().joined(separator: " ") }
for n in 0..<3 {
    print(collect {
        "n"
        for i in 0..<n {
            i
            "x"
        }
        for _ in 0..<n where n > 5 { "never" }
    })
}

@resultBuilder enum Counted {
    static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) }
    static func buildArray<Element>(_ parts: [Element]) -> Int { parts.count * 100 }
}
func counted(@Counted _ body: () -> Int) -> Int { body() }
print(counted {
    1
    for i in 1...3 { i }
    for (a, b) in [(1, 2), (3, 4)] { a; b }
})

struct Box<Value> { var values: [Value] }
@resultBuilder enum Boxes {
    static func buildBlock<V>(_ parts: Box<V>...) -> Box<V> { Box(values: parts.flatMap(\.values)) }
    static func buildExpression<V>(_ value: V) -> Box<V> { Box(values: [value]) }
    static func buildArray<V>(_ parts: [Box<V>]) -> Box<V> { Box(values: parts.flatMap(\.values)) }
}
func box<V>(@Boxes _ body: () -> Box<V>) -> Box<V> { body() }
let b = box {
    0.5
    for d in [1.5, 2.5] { d }
}
print(b.values, type(of: b))

// expect: n
// expect: n 0 x 0 x
// expect: n 0 x 1 x 0 x 1 x
// expect: 501
// expect: [0.5, 1.5, 2.5] Box<Double>
