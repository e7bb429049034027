import Testing
@testable import Lang

/// Conversions nested deep beside a program's initialisers of Int and String
/// (`String(Int(String(…)))`): each level is typed a bounded number of times, where the checker
/// once probed every candidate of every level again (exponential in the depth: 20 s at depth 9).
/// The count of expressions typed, not a time, is what is bounded.
@Suite struct NestedConversionCheckTests {
    /// The expressions typed (probes included) and the errors given in checking `String(Int(…))`
    /// nested `depth` deep, each `Int(…)` unwrapped with `!` when `unwrapped`.
    static func check(depth: Int, unwrapped: Bool) -> (typings: Int, errors: [String]) {
        var call = "5"
        for level in 0..<depth {
            call = level.isMultiple(of: 2) ? "String(\(call))" : "Int(\(call))" + (unwrapped ? "!" : "")
        }
        let source = """
            struct Foo { var n = 1 }
            extension Int { init(_ f: Foo) { self = f.n } }
            extension String { init(_ f: Foo) { self = "foo" } }
            print(\(call))
            """
        let session = Lang.Session(loadsLibrary: false)
        let checker = Checker(environment: session.environment)
        checker.sourceScalars = Array(source.unicodeScalars)
        _ = checker.check(Parser.parse(source).file)
        let errors = checker.diagnostics.filter { $0.severity == .error }
        return (checker.typingCount.expressions, errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })
    }

    @Test func twiceAsDeepCostsAboutTwiceTheTypings() {
        for unwrapped in [false, true] {
            let shallow = Self.check(depth: 6, unwrapped: unwrapped).typings
            let deep = Self.check(depth: 12, unwrapped: unwrapped).typings
            // At most quadratic: exponential checking typed hundreds of times as many at depth 12.
            #expect(deep < 5 * shallow, "unwrapped \(unwrapped): \(shallow) at depth 6, \(deep) at depth 12")
        }
    }

    /// swiftc's errors: each optional `Int(…)` passed to `String(_:)` must be unwrapped (the
    /// program's `init(_ f: Foo)` is not blamed).
    @Test func eachOptionalLevelIsToBeUnwrapped() {
        let unwrap = "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
        #expect(Self.check(depth: 5, unwrapped: false).errors.sorted() == ["4:14: \(unwrap)", "4:25: \(unwrap)"])
        #expect(Self.check(depth: 12, unwrapped: true).errors.isEmpty)
    }
}
