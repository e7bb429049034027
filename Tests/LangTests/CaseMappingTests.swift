import Testing
@testable import Lang

/// `uppercased()` and `lowercased()` of a string past a million scalars are mapped a stretch at a
/// time (so an interrupt is heard between stretches: tests/e2e/test_interrupt_latency.py), and
/// the stretches join to exactly what Swift's own mapping gives, `ß` → `SS` included.
@Suite struct CaseMappingTests {
    @Test func aLongStringMapsAsSwiftMapsIt() {
        let piece = "ßaÉ🌟Σx\u{130}"
        let session = Lang.Session()
        // 2^18 pieces: 1.8 M scalars, so two stretches and a part.
        let result = session.run("""
            var s = "\(piece)"
            for _ in 0..<18 { s += s }
            print(s.uppercased() == String(repeating: "\(piece.uppercased())", count: 1 << 18))
            print(s.lowercased() == String(repeating: "\(piece.lowercased())", count: 1 << 18))
            """)
        #expect(result.output == "true\ntrue\n",
                "\(result.diagnostics) \(String(describing: result.runtimeError))")
    }
}
