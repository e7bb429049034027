// A result builder's methods may stand in extensions of it: `if` is built by the
// buildOptional an extension declares, `for`-`in` by another's buildArray.
@resultBuilder struct Sentence {
    static func buildBlock(_ words: String...) -> String { words.joined(separator: " ") }
}
extension Sentence {
    static func buildOptional(_ words: String?) -> String { words ?? "(nothing)" }
}
extension Sentence {
    typealias Words = [String]
    static func buildArray(_ words: Words) -> String { words.joined(separator: ",") }
}
func say(@Sentence _ body: () -> String) -> String { body() }
for polite in [true, false] {
    print(say {
        "hello"
        if polite { "please" }
        for n in 1...3 { "\(n)" }
    })
}

// expect: hello please 1,2,3
// expect: hello (nothing) 1,2,3
