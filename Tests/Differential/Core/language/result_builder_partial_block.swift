// buildPartialBlock (SE-0348): a block's components fold left to right through
// buildPartialBlock(first:) and buildPartialBlock(accumulated:next:); a builder declaring
// both partial blocks and buildBlock is built with the partial ones, as swiftc builds it.
@resultBuilder enum Chain {
    static func buildPartialBlock(first: String) -> String { "(" + first + ")" }
    static func buildPartialBlock(accumulated: String, next: String) -> String { "[" + accumulated + "+" + next + "]" }
    static func buildOptional(_ part: String?) -> String { part ?? "-" }
    static func buildEither(first part: String) -> String { part }
    static func buildEither(second part: String) -> String { part }
    static func buildArray(_ parts: [String]) -> String { parts.joined(separator: ",") }
}
func chain(@Chain _ body: () -> String) -> String { body() }
print(chain { "a" })
print(chain { "a"; "b"; "c" })
for n in 0..<3 {
    print(chain {
        "n"
        if n > 0 { "pos"; "itive" }
        if n == 1 { "one" } else { "other" }
        for i in 0..<n { "\(i)" }
    })
}

@resultBuilder enum Both {
    static func buildBlock(_ parts: Int...) -> Int { -1 }
    static func buildPartialBlock(first: Int) -> Int { first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int { accumulated * 10 + next }
}
func both(@Both _ body: () -> Int) -> Int { body() }
print(both { 1; 2; 3 })

// Types change as the fold goes: each step's result is the next step's accumulated value.
struct Pair<A, B> { var a: A; var b: B }
@resultBuilder enum Tuple {
    static func buildPartialBlock<T>(first: T) -> T { first }
    static func buildPartialBlock<A, B>(accumulated: A, next: B) -> Pair<A, B> { Pair(a: accumulated, b: next) }
}
func tuple<R>(@Tuple _ body: () -> R) -> R { body() }
let t = tuple { 1; "two"; 3.0 }
print(t, type(of: t))

// expect: (a)
// expect: [[(a)+b]+c]
// expect: [[[(n)+-]+(other)]+]
// expect: [[[(n)+[(pos)+itive]]+(one)]+(0)]
// expect: [[[(n)+[(pos)+itive]]+(other)]+(0),(1)]
// expect: 123
// expect: Pair<Pair<Int, String>, Double>(a: main.Pair<Swift.Int, Swift.String>(a: 1, b: "two"), b: 3.0) Pair<Pair<Int, String>, Double>
