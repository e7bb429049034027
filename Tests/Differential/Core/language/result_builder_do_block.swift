// `do` in a result builder: its statements are built as a block of their own
// (buildBlock of its components), which stands as one component where the `do` stands;
// declarations in it stay local to it.
@resultBuilder enum Words {
    static func buildExpression(_ word: String) -> [String] { [word] }
    static func buildBlock(_ parts: [String]...) -> [String] { ["<"] + parts.flatMap { $0 } + [">"] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["none"] }
}
func words(@Words _ body: () -> [String]) -> String { body().joined(separator: " ") }
let flag = true
print(words {
    "a"
    do {
        let inner = "b"
        inner
        "c"
        do { "d" }
    }
    do {}
    if flag {
        do { "e" }
    }
})

// expect: < a < b c < d > > < > < < e > > >
