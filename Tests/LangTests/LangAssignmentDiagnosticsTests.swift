import Testing
@testable import Lang

/// Assignments to what cannot change are reported once, in swiftc's words and at swiftc's
/// column (recorded from `swiftc -typecheck` 6.3.1 on the same programs): the wording follows
/// the target's outermost access, and no diagnostic shows a syntax tree or an error type.
@Suite struct LangAssignmentDiagnosticsTests {
    static let cases: [(source: String, swiftc: String)] = [
        ("struct P { var x = 1 }\nfunc f() -> P { P() }\nf().x = 2",
         "3:5: error: cannot assign to property: 'f' returns immutable value"),
        ("struct P { var x = 1 }\nP().x = 3",
         "2:5: error: cannot assign to property: function call returns immutable value"),
        ("struct P { var x = 1 }\nstruct Q { var p = P() }\nlet q = Q()\nq.p.x = 2",
         "4:5: error: cannot assign to property: 'q' is a 'let' constant"),
        ("struct P { var x = 1 }\nlet p = P()\n(p).x = 2",
         "3:5: error: cannot assign to property: 'p' is a 'let' constant"),
        ("let x = 1\n(x) = 2",
         "2:2: error: cannot assign to value: 'x' is a 'let' constant"),
        ("let s = [1]\ns[0] += 1",
         "2:6: error: left side of mutating operator isn't mutable: 's' is a 'let' constant"),
        ("struct P { var x = 1 }\nlet a = [P()]\na[0].x = 2",
         "3:6: error: cannot assign to property: 'a' is a 'let' constant"),
        ("struct P { let x = 1 }\nvar p = P()\np.x = 3",
         "3:3: error: cannot assign to property: 'x' is a 'let' constant"),
        ("struct P { var x = 1 }\nlet p = P()\np.x += 3",
         "3:5: error: left side of mutating operator isn't mutable: 'p' is a 'let' constant"),
    ]

    @Test(arguments: cases) func reportedAsSwiftcReportsIt(source: String, swiftc: String) {
        let diagnostics = Lang.Session().run(source).diagnostics.map(\.description)
        #expect(diagnostics == [swiftc])
    }

    @Test func aCallOnAnImmutableSelfNamesSelfOnce() {
        let diagnostics = Lang.Session().run("struct Q { var p = 0 }\nstruct P { var q = Q(); func m() { q.p = 2 } }").diagnostics
        #expect(diagnostics.map(\.message) == ["cannot assign to property: 'self' is immutable"])
    }
}
