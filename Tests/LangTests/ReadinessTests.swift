import Foundation
import Testing
@testable import Lang

/// Whether everything the kernel runs still runs on Lang: every notebook, script test, seed
/// listing and README example run cell by cell, each cell judged against what is recorded for
/// it (`ReadinessRun`: the notebooks' committed outputs, the scripts' `// expect:` lines, the
/// old language's recorded runs) as agrees / differs / rejected / runtime error. The summary it
/// prints groups the others by the first missing name or diagnostic. Every cell must agree (one
/// broken cell fails the test, named in the failure); the floor only keeps cells from dropping out
/// of the corpus unnoticed. Set `SHAPEBOOK_READINESS_CELLS=1` to print every cell's verdict too.
@Suite struct ReadinessTests {
    /// The fewest cells the corpus may hold; raise it as cells are added (docs/architecture.md has the counts).
    static let floor = 278

    @Test func everyProgramDoesWhatIsRecorded() throws {
        let programs = try ReadinessCorpus.programs()
        #expect(Set(programs.map(\.kind)) == Set(ReadinessCorpus.Kind.allCases), "a kind of program was not found")
        let cells = programs.flatMap(ReadinessRun.run)
        let summary = ReadinessSummary(cells: cells)
        print(summary.text())
        if ProcessInfo.processInfo.environment["SHAPEBOOK_READINESS_CELLS"] == "1" {
            for cell in cells where cell.verdict != .agrees {
                print("\(cell.program):\(cell.index): \(cell.verdict)")
            }
        }
        let others = cells.filter { $0.verdict != .agrees }.map { "\($0.program):\($0.index): \($0.verdict)" }
        #expect(others.isEmpty, "cells that do not do what is recorded:\n\(others.joined(separator: "\n"))")
        #expect(cells.count >= Self.floor, "fewer cells than the floor: \(cells.count) < \(Self.floor)")
    }

    @Test func verdictsGroupByTheFirstMissingName() {
        #expect(ReadinessVerdict.rejected("cannot find 'GeometryReader' in scope", near: "GeometryReader").group == "missing GeometryReader")
        #expect(ReadinessVerdict.rejected("value of type 'some View' has no member 'shadow'", near: "").group == "missing View.shadow")
        #expect(ReadinessVerdict.rejected("type 'Color' has no member 'teal'; did you mean 'red'?", near: "").group == "missing Color.teal")
        #expect(ReadinessVerdict.rejected("no exact matches in call to 'init'", near: "CGPoint").group == "no overload CGPoint.init")
        #expect(ReadinessVerdict.differs("figure size differs\n10 vs 12").group == "differs: figure size differs")
        #expect(ReadinessVerdict.runtimeError("line 3: Index out of range").group == "runtime error: line N: Index out of range")
    }

    @Test func aNameAnEarlierCellDeclaresIsACascade() {
        #expect(ReadinessRun.declares("struct Gear: Shape {\n}", "Gear"))
        #expect(ReadinessRun.declares("  @State private var teeth = 3", "teeth"))
        #expect(!ReadinessRun.declares("let gears = Gear()", "Gear"))
        #expect(ReadinessRun.wholeDoublesShort("x: 150.0, y: -75.0, 0.5, 1.05, v1.0") == "x: 150, y: -75, 0.5, 1.05, v1.0")
        #expect(ReadinessRun.missingName("cannot find type 'Gear' in scope") == "Gear")
        #expect(ReadinessRun.word(in: "let a = 1\nlet p = CGPoint(x: 1)", line: 2, column: 9) == "CGPoint")
    }

    @Test func theHarnessRefusesTheSavesTheKernelRefuses() {
        let session = Lang.Session()
        let host = TranscriptHost(session)
        let refused = session.run(#"save(Circle(), to: "badge.jpg")"#)
        // The kernel's words (notebooks/08-export.ipynb cell 5, tests/notebooks/test_export.py).
        #expect(refused.runtimeError?.message == "could not save 'badge.jpg': '.jpg' is not a format figures are saved in; use .png, .svg or .pdf")
        #expect(session.run(#"save(Circle(), to: "badge")"#).runtimeError?.message
            == "could not save 'badge': the file name has no extension; use .png, .svg or .pdf")
        #expect(session.run(#"save(Circle(), to: "badge.PDF")"#).runtimeError == nil)
        #expect(host.printed.isEmpty)
    }

    @Test func readmeBlocksAreItsSwiftFences() {
        let markdown = "text\n```swift\nCircle()\n```\n```sh\nls\n```\n```swift\nlet a = 1\nprint(a)\n```\n"
        #expect(ReadinessCorpus.swiftBlocks(of: markdown) == ["Circle()\n", "let a = 1\nprint(a)\n"])
    }
}
