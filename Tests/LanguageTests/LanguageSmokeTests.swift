import Testing
@testable import Language

@Test func LanguageTargetBuilds() { #expect(Bool(true)) }
