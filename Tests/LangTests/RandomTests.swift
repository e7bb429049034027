import Geometry
import Testing
@testable import Lang

/// The session's random generator (LANGUAGE.md §2): a fresh session draws the same numbers as
/// the old language's did (the expected lines are its output for the same program), so
/// notebooks keep their figures across the switch; `Random.seed(_:)` restarts it and a cell that
/// fails leaves it as it was.
@Suite struct RandomTests {
    @Test func aFreshSessionDrawsWhatTheOldLanguageDrew() {
        let session = Lang.Session()
        let result = session.run("""
            print(Double.random(in: 0...1), Int.random(in: 0..<10), Bool.random(), CGFloat.random(in: 1...2))
            print([1, 2, 3, 4].shuffled(), [1, 2, 3].randomElement() ?? 0)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "0.5935803990133247 4 false 1.2147726774927334\n[2, 4, 1, 3] 1\n")
    }

    @Test func seedRestartsTheSequenceAndAFailedCellDrawsNothing() {
        let session = Lang.Session()
        _ = session.run("Random.seed(7)\nlet a = Int.random(in: 1...1_000_000)")
        let failed = session.run("_ = Double.random(in: 0...1)\nlet z = [Int]()[0]")
        #expect(failed.runtimeError != nil)
        let result = session.run("Random.seed(7)\nprint(a == Int.random(in: 1...1_000_000))")
        #expect(result.output == "true\n")
        let again = Lang.Session()
        _ = again.run("Random.seed(7)\n_ = Int.random(in: 1...1_000_000)")
        #expect(again.run("print(Double.random(in: 0...1))").output == session.run("print(Double.random(in: 0...1))").output)
    }

    @Test func anEmptyRangeIsSwiftsError() {
        let result = Lang.Session().run("let x = Double.random(in: 1..<1)")
        #expect(result.runtimeError?.message == "Can't get random value with an empty range")
    }

    @Test func aRandomShapeWithoutSeedTakesTheSessionsNextDraw() throws {
        var generator = SeededRandom(seed: SessionRandom.defaultSeed)
        let seed = Int(truncatingIfNeeded: generator.next())
        let unseeded = Lang.Session(), seeded = Lang.Session()
        _ = unseeded.run("Blob(points: 7).frame(width: 100, height: 100)")
        _ = seeded.run("Blob(points: 7, seed: \(seed)).frame(width: 100, height: 100)")
        let figure = try #require(try unseeded.cellFigure())
        #expect(figure.displayList == (try seeded.cellFigure())?.displayList)
    }
}
