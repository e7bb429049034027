import Testing
@testable import Lang

/// The names a statement uses (`NameUses`), which Checker+LetClosureEscapes reads to find the
/// `let` closures that escape: a callee, an argument and a name inside a closure or a nested
/// function must each be told apart.
@Suite struct NameUsesTests {
    static func uses(_ source: String, following followed: Set<String> = []) -> [[String]] {
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        var walker = NameUses(following: followed)
        return result.file.statements.map { statement in
            walker.uses(of: statement).map { use in
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
        // names are not uses; a capture is one only through its `= value`, and the names a
        // statement binds inside it (`v`, `t`) are not the block's.
        #expect(Self.uses("""
            func n(p: Int = d) { k(q) }
            if let v = o { w(label: v.m) }
            let c = { [e, t = s] in t }
            """) == [
            ["d nested", "k callee nested", "q nested"],
            ["o", "w callee"],
            ["s nested"],
        ])
    }

    @Test func hiddenNamesAndCopies() {
        // A nested `let`, a parameter, a `for`, `case let` or nested function named `f` hides the
        // block's `f` where it is in scope, and not after; a `let` copy of a followed name is no
        // use, and its uses are the name's, from the block's scope or a nested one.
        #expect(Self.uses("""
            do { let f = 1; g(f) }; g(f)
            func h(_ f: Int) { g(f) }
            for f in a { g(f) }
            switch b { case let f: g(f) }
            do { func f() {}; g(f) }
            let k = f
            do { let m = (k); m(); g(m) }
            """, following: ["f"]) == [
            ["g callee"],
            ["g callee", "f"],
            ["g callee nested"],
            ["a", "g callee"],
            ["b", "g callee"],
            ["g callee"],
            [],
            ["f callee", "g callee", "f"],
        ])
    }

    @Test func attributeGenericArgumentsAndArguments() {
        // A wrapper attribute's generic arguments are walked (an attributed type among them
        // holds its attribute's arguments), then its own arguments.
        #expect(Self.uses("@W<@Tag(t) Int>(a) var x = b") == [["t", "a", "b"]])
        // A wrapped closure parameter's attribute arguments are the closure's (nested) uses;
        // the parameter itself is bound.
        #expect(Self.uses("let c = { (@W(a) s: Int) in s + d }") == [["a nested", "d nested"]])
    }
}
