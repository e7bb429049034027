import Testing
@testable import Lang

/// The names a statement uses (`NameUses`), which Checker+LetClosureEscapes reads to find the
/// `let` closures that escape: a callee, an argument and a name inside a closure or a nested
/// function must each be told apart.
@Suite struct NameUsesTests {
    static func uses(_ source: String) -> [[String]] {
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.file.statements.map { statement in
            NameUses.of(statement).map { use in
                use.name + (use.isCallee ? " callee" : "") + (use.isNested ? " nested" : "")
            }
        }
    }

    @Test func calleeArgumentAndClosure() {
        // `f` is called; `x` is passed; `a` is a member call's base, not a callee; `y` is called
        // and `z` named inside the trailing closure.
        #expect(Self.uses("let r = f(x, a.g(h), (p)()) { y(); z }") == [
            ["f callee", "x", "a", "h", "p", "y callee nested", "z nested"],
        ])
    }

    @Test func nestedFunctionAndPatterns() {
        // A function's default values and body stand nested; bound names, labels and member
        // names are not uses; a capture is one only through its `= value`.
        #expect(Self.uses("""
            func n(p: Int = d) { k(q) }
            if let v = o { w(label: v.m) }
            let c = { [e, t = s] in t }
            """) == [
            ["d nested", "k callee nested", "q nested"],
            ["o", "w callee", "v"],
            ["s nested", "t nested"],
        ])
    }
}
