import Testing
@testable import Lang

/// Programs on which swiftc 6.3.1 gives several errors in an order that varies from run to run
/// (its solver's), so the core corpus, whose record fixes one order and whose agreement test
/// compares the first error, cannot hold them: Lang must give exactly swiftc's errors, each at
/// its line:column in swiftc's words, compared as sets. The errors were recorded with
/// `swiftc -typecheck` on the same programs, several runs each.
@Suite struct LangUnorderedDiagnosticsTests {
    static let cases: [(source: String, swiftc: [String])] = [
        // `^` is XOR, not a power: the literal stays an Int, so swiftc wants an Int of the
        // negation and of the Double it negates.
        ("let r = 2.0\nlet square = -r ^ 2\nprint(square)",
         ["2:14: error: cannot convert value of type 'Double' to expected argument type 'Int'",
          "2:15: error: cannot convert value of type 'Double' to expected argument type 'Int'"]),
        ("let r = 2.0\nlet masked = 2 | -r\nprint(masked)",
         ["2:18: error: cannot convert value of type 'Double' to expected argument type 'Int'",
          "2:19: error: cannot convert value of type 'Double' to expected argument type 'Int'"]),
        ("let r = 2.0\nlet a = -(r) ^ 2\nprint(a)",
         ["2:9: error: cannot convert value of type 'Double' to expected argument type 'Int'",
          "2:11: error: cannot convert value of type 'Double' to expected argument type 'Int'"]),
        // A `for` over a range of Doubles (`0..<4.0` with an Int use): a range of Doubles
        // counts by no integer stride, which the loop's iterator, its `next()` and the range's
        // `Sequence` conformance each require.
        ("var total = 0\nfor i in 0..<4.0 {\n    total += i\n}\nprint(total)",
         ["2:1: error: referencing instance method 'makeIterator()' on 'Range' requires that 'Double' conform to 'SignedInteger'",
          "2:1: error: referencing instance method 'next()' on 'Range' requires that 'Double' conform to 'SignedInteger'",
          "2:11: error: protocol 'Sequence' requires that 'Double' conform to 'SignedInteger'"]),
    ]

    @Test(arguments: cases) func givesSwiftcsErrorsInAnyOrder(source: String, swiftc: [String]) {
        let errors = Lang.Session(stepBudget: 1_000_000).check(source)
            .filter { $0.severity == .error }
            .map(\.description)
        #expect(errors.sorted() == swiftc.sorted())
    }
}
