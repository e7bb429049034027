import Testing
@testable import Lang

/// `o ?? nil` (`??<T>(T?, () -> T?) -> T?`): an optional still where the context takes one, and
/// as a conversion's argument swiftc's two errors. swiftc gives those two in an order that varies
/// from one compilation to the next, so they are checked here, order aside, and not as core-corpus
/// programs (whose record keeps swiftc's first error); the accepted uses are the core program
/// `optionals/coalescing_with_nil_stays_optional`.
@Suite struct CoalescingWithNilTests {
    @Test func aStringOfACoalescedNilIsTwoErrorsAsSwiftcs() {
        let source = "let o: Int? = 3\nlet s = \"12\"\nlet a = String(o ?? nil)\nlet c = String(Int(s) ?? nil)\n"
        // As recorded from swiftc 6.3.1 (2026-11-30), in one of its orders.
        let swiftc = [
            "3:21: error: 'nil' is not compatible with expected argument type 'Int'",
            "3:9: error: no exact matches in call to initializer",
            "4:9: error: no exact matches in call to initializer",
            "4:26: error: 'nil' is not compatible with expected argument type 'Int'",
        ]
        #expect(DiagnosticAgreementTests.langErrors(source).sorted() == swiftc.sorted())
    }

    @Test func aNumberOfACoalescedNilIsTwoErrorsAsSwiftcs() {
        let source = "let o: Int? = 3\nlet s = \"12\"\nlet e = Int(o ?? nil)\nlet g = Double(Int(s) ?? nil)\n"
        let swiftc = [
            "3:15: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
            "3:18: error: 'nil' is not compatible with expected argument type 'Int'",
            "4:23: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
            "4:26: error: 'nil' is not compatible with expected argument type 'Int'",
        ]
        #expect(DiagnosticAgreementTests.langErrors(source).sorted() == swiftc.sorted())
    }

    @Test func aCoalescedNilWhereAnOptionalIsTakenIsTheOptional() {
        let source = "let o: Int? = nil\nlet x = o ?? nil\nprint(x as Any, String(describing: o ?? nil))\n"
        #expect(DiagnosticAgreementTests.langErrors(source).isEmpty)
        // Where a value is wanted, `nil` is still no Int.
        #expect(DiagnosticAgreementTests.langErrors("let o: Int? = nil\nlet y: Int = o ?? nil\n")
                == ["2:19: error: 'nil' is not compatible with expected argument type 'Int'"])
    }
}
