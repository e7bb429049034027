import Testing
@testable import Lang

/// Cells run through `Lang.Session` as the kernel will run them; each expected output is what
/// swiftc's binary prints for the same program (and for the REPL behaviours, what the Swift REPL
/// does: a later declaration replaces an earlier one).
@Suite struct LangSessionTests {
    @Test func aCellPrintsAsSwiftDoes() {
        let session = Lang.Session()
        let result = session.run("""
            struct Point { var x: Double; var y: Double }
            let p = Point(x: 1, y: 2.5)
            print(p, [p], 7 / 2, -7 % 3, 0.1 + 0.2)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "Point(x: 1.0, y: 2.5) [main.Point(x: 1.0, y: 2.5)] 3 -1 0.30000000000000004\n")
    }

    /// A stored property's initial value may name a static member of its type unqualified, as
    /// swiftc allows (the morphing seed's `randomVector(count: pointCount * 2)`); swiftc prints 16.
    @Test func aStoredPropertysValueSeesTheTypesStaticMembers() {
        let result = Lang.Session().run("""
            func zeros(count: Int) -> [Int] { Array(repeating: 0, count: count) }
            struct Demo {
                static let pointCount = 8
                var values: [Int] = zeros(count: pointCount * 2)
            }
            print(Demo().values.count)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "16\n")
    }

    /// A program's extension method with the signature of a library method shadows it, as a
    /// module's own declaration shadows an imported one (the morphing seed's `Path.point(at:)`);
    /// one with other parameters is an overload beside it.
    @Test func aProgramsMethodShadowsTheLibrarysOfTheSameSignature() {
        let result = Lang.Session().run("""
            extension Path {
                func contains(_ point: CGPoint) -> String { "mine" }
                func contains(_ point: CGPoint, tag: Int) -> Int { tag }
            }
            let p = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            print(p.contains(CGPoint(x: 1, y: 1)), p.contains(.zero, tag: 3))
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "mine 3\n")
    }

    @Test func aTypeErrorRunsNothingAndChangesNothing() {
        let session = Lang.Session()
        _ = session.run("var total = 1")
        let rejected = session.run("""
            total = 5
            let i: Int = 2.5
            """)
        #expect(rejected.output == "")
        #expect(rejected.diagnostics.map(\.description) == ["2:14: error: cannot convert value of type 'Double' to specified type 'Int'"])
        #expect(session.run("print(total)").output == "1\n")
    }

    @Test func aRuntimeErrorLeavesTheSessionAsItWas() {
        let session = Lang.Session()
        _ = session.run("var total = 1\nvar names = [\"a\"]\nstruct P { var x = 1 }")
        let failed = session.run("""
            total = 5
            names.append("b")
            struct P { var y = \"new\" }
            let fresh = 3
            func f() -> Int { 4 }
            let boom = [Int]()[fresh]
            """)
        #expect(failed.runtimeError?.message == "Index out of range")
        #expect(session.run("print(total, names, P())").output == "1 [\"a\"] P(x: 1)\n")
        #expect(session.run("print(fresh)").diagnostics.map(\.description) == ["1:7: error: cannot find 'fresh' in scope"])
        #expect(session.run("print(f())").diagnostics.map(\.description) == ["1:7: error: cannot find 'f' in scope"])
        let limit = session.memoryLimit
        #expect(session.run("Session.memoryLimit = 300_000_000\nlet x = [1][5]").runtimeError != nil)
        #expect(session.memoryLimit == limit)
    }

    @Test func aLaterCellMayDeclareANameAgain() {
        let session = Lang.Session()
        _ = session.run("let x = 1\nfunc f() -> Int { x * 10 }")
        _ = session.run("let x = \"two\"")
        let result = session.run("print(x, f())")
        #expect(result.output == "two 10\n")
    }

    @Test func overflowAndNilUnwrapAreRuntimeErrorsNamingTheLine() {
        let session = Lang.Session()
        let overflow = session.run("print(\"a\")\nvar n = Int.max\nn += 1\nprint(\"b\")")
        #expect(overflow.output == "a\n")
        #expect(overflow.runtimeError?.line == 3)
        let unwrap = session.run("let o: Int? = nil\nprint(o!)")
        #expect(unwrap.runtimeError == RuntimeError("Unexpectedly found nil while unwrapping an Optional value", line: 2))
    }

    @Test func unboundedRecursionStopsWithAClearError() {
        let session = Lang.Session()
        let result = session.run("""
            func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }
            print(down(1_000_000))
            """)
        #expect(result.output == "")
        #expect(result.runtimeError?.isLimit == true)
        #expect(result.runtimeError?.message.contains("recursion") == true)
        // The failed cell declared nothing (LANGUAGE.md §2); the session goes on.
        #expect(session.run("print(down(100))").diagnostics.map(\.description) == ["1:7: error: cannot find 'down' in scope"])
        #expect(session.run("func down(_ n: Int) -> Int { n == 0 ? 0 : 1 + down(n - 1) }\nprint(down(100))").output == "100\n")
    }

    @Test func aHugeRepeatCountIsALimitErrorNotATrap() {
        // The fuzzer's finding: the size check multiplied `count` by the piece's length and trapped.
        let result = Lang.Session().run("print(String(repeating: \"ab\", count: Int.max).count)")
        #expect(result.output == "")
        #expect(result.runtimeError?.isLimit == true)
        #expect(result.runtimeError?.line == 1)
    }

    @Test func anEndlessLoopStopsAtTheStepBudget() {
        let session = Lang.Session(stepBudget: 100_000)
        _ = session.run("var i = 0")
        let result = session.run("while true { i += 1 }")
        #expect(result.runtimeError?.isLimit == true)
        #expect(session.run("print(i)").output == "0\n")
    }

    @Test func storedPropertiesMayUseTypesDeclaredLater() {
        let result = Lang.Session().run("""
            struct Scene { var origin = Point(x: 0, y: 1); var kind = Kind.b }
            struct Point { var x: Int; var y: Int }
            enum Kind { case a, b }
            print(Scene())
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "Scene(origin: main.Point(x: 0, y: 1), kind: main.Kind.b)\n")
    }

    @Test func switchMustBeExhaustive() {
        let session = Lang.Session()
        let result = session.run("""
            enum Suit { case clubs, hearts }
            let s = Suit.clubs
            switch s { case .clubs: print("c") }
            """)
        #expect(result.diagnostics.map(\.description) == ["3:1: error: switch must be exhaustive"])
        #expect(result.output == "")
    }
}
