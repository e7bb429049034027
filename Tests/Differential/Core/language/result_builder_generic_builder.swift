// A generic result builder named with its arguments (`@ArrayBuilder<Int>`): its methods are
// those of that specialisation, their types written in its parameter.
@resultBuilder enum ArrayBuilder<Element> {
    static func buildExpression(_ element: Element) -> [Element] { [element] }
    static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    static func buildEither(first part: [Element]) -> [Element] { part }
    static func buildEither(second part: [Element]) -> [Element] { part + part }
    static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
func ints(@ArrayBuilder<Int> _ body: () -> [Int]) -> [Int] { body() }
func strings(@ArrayBuilder<String> _ body: () -> [String]) -> [String] { body() }
for n in 0..<3 {
    print(ints {
        n
        if n > 0 { 10 }
        if n == 1 { 1 } else { 2 }
        for i in 0..<n { i * 100 }
    })
}
print(strings { "a"; "b" })
@ArrayBuilder<Double> var halves: [Double] {
    0.5
    1.5
}
print(halves)

// expect: [0, 2, 2]
// expect: [1, 10, 1, 0]
// expect: [2, 10, 2, 2, 0, 100]
// expect: ["a", "b"]
// expect: [0.5, 1.5]
