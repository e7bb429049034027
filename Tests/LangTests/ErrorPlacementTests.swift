import Testing
@testable import Lang

/// Errors found below the library name the cell's line that called it, so the kernel can quote
/// it (the fuzzer's promise: a runtime error says where).
@Suite struct ErrorPlacementTests {
    @Test func aLayoutRefusedWhileAnimatingNamesTheCallsLine() throws {
        let result = Lang.Session().run("""
            let a = 1
            animate(duration: 1, fps: 2) { t in Rectangle().frame(width: 10, height: -Double.infinity) }
            print(a)
            """)
        let error = try #require(result.runtimeError)
        #expect(error.line == 2)
        #expect(error.message.contains("frame height must be a finite, non-negative number of points"))
        #expect(result.output.isEmpty)
    }
}
