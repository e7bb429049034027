import Testing
@testable import Lang

/// A session without the library that defers to it (`shapebook run --typed`): it runs a cell
/// that means the same without the library and leaves to a session with it, running nothing, a
/// cell that makes one of the standard wrappers the library declares.
@Suite struct LibraryDeferralTests {
    func lean() -> Lang.Session {
        let session = Lang.Session(loadsLibrary: false)
        session.defersToLibrary = true
        return session
    }

    @Test func aCellThatNeedsNoLibraryRuns() {
        let session = lean()
        let result = session.run("print([3, 1].sorted().map { $0 * 2 }, [[1], [2]].count)")
        #expect(result.output == "[2, 6] 2\n")
        #expect(!session.lastCellWantsLibrary)
    }

    @Test(arguments: ["print(zip([1], [2]))", "let s = stride (from: 0, to: 4, by: 2)\nprint(s)",
                      "print([1, 2].reversed())", "for (i, x) in [5].enumerated() { print(i, x) }",
                      "print([[1], [2]].joined(separator: [0]))"])
    func aCellMakingAWrapperWaitsForTheLibrary(source: String) {
        let session = lean()
        let result = session.run("print(\"this must not run\")\n" + source)
        #expect(session.lastCellWantsLibrary)
        #expect(result.output == "" && !result.isRejected && result.runtimeError == nil)
    }

    @Test func aRejectedCellIsLeftToItsResult() {
        let session = lean()
        #expect(session.run("let c = Color.red").mayCheckWithLibrary)
        #expect(!session.lastCellWantsLibrary)
        #expect(session.run("let x = (").isSyntaxError)
        #expect(!session.lastCellWantsLibrary)
    }

    @Test func withTheLibraryTheSameCellRuns() {
        let session = Lang.Session()
        session.defersToLibrary = true
        #expect(session.run("print(zip([1], [2]))").output == "Zip2Sequence<Array<Int>, Array<Int>>(_sequence1: [1], _sequence2: [2])\n")
        #expect(!session.lastCellWantsLibrary)
    }
}
