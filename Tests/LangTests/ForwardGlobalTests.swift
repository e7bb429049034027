import Testing
@testable import Lang

/// A cell's top-level variable named above its declaration (main.swift's globals are visible
/// everywhere): read before its line has run, a type with a zero value reads it, as swiftc's
/// zero-filled storage does; any other type is a runtime error naming the line (swiftc's program
/// reads invalid memory), never a trap of the kernel. Later cells keep REPL semantics.
@Suite struct ForwardGlobalTests {
    @Test func aReadBeforeTheDeclarationOfAClassIsARuntimeError() {
        let result = Lang.Session().run("""
            final class Box { var n = 2 }
            func peek() -> Int { box.n }
            print("before")
            print(peek())
            let box = Box()
            """)
        #expect(result.output == "before\n")
        #expect(result.runtimeError?.message == "global 'box' used before its declaration ran")
        #expect(result.runtimeError?.line == 2)
    }

    @Test func aLaterCellSeesTheGlobalAnEarlierCellDeclaredAboveIt() {
        let session = Lang.Session()
        let first = session.run("func label() -> String { \"year \\(year)\" }\nlet year = 2024\nprint(label())")
        #expect(first.output == "year 2024\n")
        let second = session.run("let year = 2025\nprint(label(), year)")
        #expect(second.runtimeError == nil && !second.isRejected)
        #expect(second.output == "year 2024 2025\n")
    }
}
