import Testing
@testable import Lang

/// Where Lang and swiftc disagreed on functions used as values and on `joined`: swiftc accepts a
/// standard library function named as a value (`xs.map(abs)`) and an operator or function of two
/// where a function of a pair is expected (`zip(a, b).map(+)`), a prefix operator where a function of
/// one value is expected (`xs.map(-)`), finds no `joined` for a sequence of numbers or characters,
/// and no collection properties on a `JoinedSequence` (diagnostics recorded from `swiftc -typecheck` 6.3.1 on
/// the same programs; printed output from the compiled programs).
@Suite struct FunctionValueParityTests {
    static let rejected: [(source: String, swiftc: String)] = [
        ("let xs = [1, 2, 3]\nprint(xs.joined(separator: \",\"))",
         "2:10: error: no exact matches in call to instance method 'joined'"),
        ("let c: [Character] = [\"a\", \"b\"]\nprint(c.joined())",
         "2:9: error: no exact matches in call to instance method 'joined'"),
        ("let d = [1.5]\nlet s = d.joined()",
         "2:11: error: no exact matches in call to instance method 'joined'"),
        // A JoinedSequence is only a Sequence (`count` is `count(where:)`); a FlattenSequence of a
        // set is a Collection but not a BidirectionalCollection.
        ("let xs = [[1, 2], [3]]\nlet j = xs.joined(separator: [0])\nprint(j.count)",
         "3:9: error: generic parameter 'E' could not be inferred"),
        ("let xs = [[1, 2], [3]]\nprint(xs.joined(separator: [0]).isEmpty)",
         "2:33: error: value of type 'JoinedSequence<[[Int]]>' has no member 'isEmpty'"),
        ("let s = Set([[1], [2]]).joined()\nprint(s.last)",
         "2:9: error: referencing property 'last' on 'FlattenSequence' requires that 'Set<[Int]>' conform to 'BidirectionalCollection'"),
    ]

    /// A prefix operator where no operand type has it: swiftc's column (its wording names the
    /// infix `-` of `Duration`, the last overload it tried; Lang names the operand's type).
    @Test func aPrefixOperatorThatDoesNotApplyIsAnErrorAtSwiftcsColumn() {
        let errors = Lang.Session().run("let words = [\"a\"]\nprint(words.map(-))").diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.range.start)" } == ["2:17"])
    }

    @Test(arguments: rejected) func rejectedAsSwiftcRejectsIt(source: String, swiftc: String) {
        #expect(Lang.Session().run(source).diagnostics.map(\.description) == [swiftc])
    }

    static let printed: [(source: String, swiftc: String)] = [
        ("print([-1, 2, -3].map(abs), [-1.5, 2.5].map(abs))", "[1, 2, 3] [1.5, 2.5]\n"),
        ("let g: (Int) -> Int = abs\nprint(g(-3), [3, -4].map(abs).reduce(0, +))", "3 7\n"),
        ("let a = [1, 5], b = [3, 4]\nprint(zip(a, b).map(+), zip(a, b).map(*), zip(a, b).map(-))", "[4, 9] [3, 20] [-2, 1]\n"),
        ("let a = [1, 5], b = [3, 4]\nprint(zip(a, b).map(max), zip(a, b).map(min), zip(a, b).map(<))",
         "[3, 5] [1, 4] [true, false]\n"),
        ("print(Array([[1], [2, 3]].joined(separator: [0, 9])), Array([[1], [2, 3]].joined()))",
         "[1, 0, 9, 2, 3] [1, 2, 3]\n"),
        ("print([\"a\", \"b\"].joined(separator: \"-\"), [\"x\", \"y\"].joined())", "a-b xy\n"),
        // A prefix operator where a function of one value is expected: swiftc picks the prefix one.
        ("print([1, 2, 3].map(-), [true, false].map(!), [1.5, -2.0].map(-))", "[-1, -2, -3] [false, true] [-1.5, 2.0]\n"),
        ("let f: (Int) -> Int = (-)\nprint(f(4), [5, 0].map(~), [1, 2].reduce(0, -))", "-4 [-6, -1] -3\n"),
        ("prefix operator √\nprefix func √(x: Double) -> Double { x.squareRoot() }\nprint([4.0, 9.0].map(√))", "[2.0, 3.0]\n"),
    ]

    /// `joined()` of arrays is Swift's `FlattenSequence` (with the library loaded): it prints and
    /// names its type as swiftc's program does, and reads as its elements; a generic struct's
    /// description names its type arguments as Swift's runtime does (`Array<Array<Int>>`).
    @Test func joinedIsAFlattenSequenceAsSwiftcsIs() {
        let result = Lang.Session().run("""
            let nested = [[1, 2], [3]]
            let j = nested.joined()
            print(j)
            print(type(of: j), [j].count)
            print(Array(j), j.map { $0 * 2 }, j.reduce(0, +), j.count, j.contains(3))
            for x in j { print(x, terminator: " ") }
            print()
            print(Set([[1], [2]]).joined().sorted(), [[1.5], []].joined().first ?? 0)
            struct Box<T> { let value: T }
            print(Box(value: [[1]]), Box(value: [1: "a"]), Box(value: Optional(2)))
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.output == """
            FlattenSequence<Array<Array<Int>>>(_base: [[1, 2], [3]])
            FlattenSequence<Array<Array<Int>>> 1
            [1, 2, 3] [2, 4, 6] 6 3 true
            1 2 3 \n[1, 2] 1.5
            Box<Array<Array<Int>>>(value: [[1]]) Box<Dictionary<Int, String>>(value: [1: "a"]) Box<Optional<Int>>(value: Optional(2))

            """)
    }

    /// `joined(separator:)` of arrays is Swift's `JoinedSequence`, and arrays of strings join as
    /// arrays too (output of swiftc 6.3.1's programs).
    @Test func joinedWithASeparatorIsAJoinedSequenceAsSwiftcsIs() {
        let result = Lang.Session().run("""
            let nested = [[1, 2], [3]]
            let j = nested.joined(separator: [0])
            print(j)
            print(type(of: j))
            print(Array(j), j.map { $0 * 2 })
            for x in j { print(x, terminator: " ") }
            print()
            print([["a"], ["b"]].joined())
            print([["a"], ["b"]].joined(separator: ["-"]))
            print(Array([["a"], ["b"]].joined()), ["x", "y"].joined(separator: "+"))
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.output == """
            JoinedSequence<Array<Array<Int>>>(_base: [[1, 2], [3]], _separator: ContiguousArray([0]))
            JoinedSequence<Array<Array<Int>>>
            [1, 2, 0, 3] [2, 4, 0, 6]
            1 2 0 3 \nFlattenSequence<Array<Array<String>>>(_base: [["a"], ["b"]])
            JoinedSequence<Array<Array<String>>>(_base: [["a"], ["b"]], _separator: ContiguousArray(["-"]))
            ["a", "b"] x+y

            """)
    }

    @Test(arguments: printed) func printsWhatTheCompiledProgramPrints(source: String, swiftc: String) {
        let result = Lang.Session(loadsLibrary: false).run(source)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.runtimeError == nil)
        #expect(result.output == swiftc)
    }
}
