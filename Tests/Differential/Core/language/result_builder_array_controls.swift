// An array builder with `if`/`else if`/`else`, `switch` and `for`-`in`: buildEither injects
// each branch along a balanced binary tree (printed), buildExpression turns Ints into
// Strings, buildFinalResult joins the parts, and a computed property marked `@Words` is built.
@resultBuilder struct Words {
    static func buildExpression(_ word: String) -> [String] { [word] }
    static func buildExpression(_ number: Int) -> [String] { ["#\(number)"] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["none"] }
    static func buildEither(first part: [String]) -> [String] { ["L"] + part }
    static func buildEither(second part: [String]) -> [String] { ["R"] + part }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: " ") }
}
func words(@Words _ body: () -> String) -> String { body() }
for n in 0..<4 {
    print(words {
        "n"
        n
        if n == 0 {
            "zero"
        } else if n == 1 {
            "one"
        } else if n == 2 {
            "two"
        } else {
            "many"
        }
    })
}
for n in 0..<5 {
    print(words {
        switch n {
        case 0: "a"
        case 1:
            let doubled = n * 2
            doubled
        case 2: "c"
        case 3: "d"
        default: "e"
        }
        if n > 0 { "big" }
        for i in 0..<min(n, 2) { i * 10 }
    })
}
struct Report {
    var count: Int
    @Words var line: String {
        "count"
        count
        if count > 2 { "lots" }
    }
}
print(Report(count: 1).line)
print(Report(count: 3).line)

// expect: n #0 L L zero
// expect: n #1 L R one
// expect: n #2 R L two
// expect: n #3 R R many
// expect: L L L a none
// expect: L L R #2 big #0
// expect: L R L c big #0 #10
// expect: L R R d big #0 #10
// expect: R e big #0 #10
// expect: count #1 none
// expect: count #3 lots
