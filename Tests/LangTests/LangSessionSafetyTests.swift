import Foundation
import Geometry
import Testing
@testable import Lang

/// What issue 13 promises of a kernel cell, held by `Lang.Session`: growth past the memory
/// budget stops with a `MemoryError`, an interrupt stops a cell's check as well as its run (and a
/// stray one stops nothing), and a rejected cell leaves every declaration as it was.
@Suite(.serialized) struct LangSessionSafetyTests {
    /// A session whose budget is what the process holds now plus `headroom` bytes.
    static func session(headroom: Int) -> Lang.Session {
        let session = Lang.Session()
        session.memoryLimit = ProcessMemory.resident() + headroom
        return session
    }

    @Test func aDictionaryGrownInALoopStopsAtTheBudget() {
        let session = Self.session(headroom: 32 << 20)
        let result = session.run("""
            var table: [Int: String] = [:]
            for i in 0..<1_000_000 {
                table[i] = String(repeating: "x", count: 1000) + "\\(i)"
            }
            """)
        #expect(result.runtimeError?.kind == .memory)
        #expect(result.runtimeError?.message.contains("memory limit (Session.memoryLimit)") == true)
        #expect((2...3).contains(result.runtimeError?.line ?? 0))
        session.memoryLimit = ProcessMemory.defaultLimit
        // The failed cell is rolled back: `table` and what it held are gone.
        #expect(session.run("print(table.count)").diagnostics.map(\.description) == ["1:7: error: cannot find 'table' in scope"])
        #expect(session.run("var table: [Int: String] = [:]\nprint(table.count)").output == "0\n")
    }

    @Test func doublingAStringOrAnArrayStopsAtTheBudget() {
        for (source, line) in [("var s = \"ab\"\nwhile true { s = \"\\(s)\\(s)\" }", 2),
                               ("var a = [[1, 2, 3]]\nwhile true { a = a + a }", 2),
                               ("var s = \"x\"\nvar all: [String] = []\nwhile true { s = s + s; all.append(s + \"!\") }", 3)] {
            let session = Self.session(headroom: 128 << 20)
            let result = session.run(source)
            #expect(result.runtimeError?.isLimit == true, "\(source)")
            #expect(result.runtimeError?.line == line, "\(source)")
            session.memoryLimit = ProcessMemory.defaultLimit
            #expect(session.run("print(1)").output == "1\n")
        }
    }

    @Test func aHugeRepeatedArrayIsRefusedBeforeItIsMade() {
        let session = Self.session(headroom: 64 << 20)
        let result = session.run("let a = Array(repeating: 1.5, count: 40_000_000)\nprint(a.count)")
        #expect(result.runtimeError?.kind == .memory)
        #expect(result.runtimeError?.message.hasPrefix("an array of 40000000 elements asks for") == true)
        #expect(result.output == "")
    }

    @Test func aRejectedCellDeclaresNoPropertyWrapper() {
        let session = Lang.Session()
        let rejected = session.run("@propertyWrapper struct W { var wrappedValue: Int }\nlet bad: Int = \"x\"")
        #expect(rejected.diagnostics.map(\.message) == ["cannot convert value of type 'String' to specified type 'Int'"])
        // W is now a plain struct: the rejected cell's wrapper must not be remembered.
        let later = session.run("struct W { var v = 3 }\nstruct S { @W var x = 1 }")
        #expect(later.diagnostics.map(\.message) == ["struct 'W' cannot be used as an attribute"])
    }

    @Test func anInterruptDuringTheCheckStopsTheCellAndChangesNothing() {
        let session = Lang.Session()
        _ = session.run("var count = 1")
        session.interrupt.begin()
        session.interrupt.set()
        let result = session.runHere("""
            struct Late { var x = 1 }
            count = 2
            print("ran")
            """)
        session.interrupt.end()
        #expect(result.runtimeError == .interrupted(line: 0))
        #expect(result.runtimeError?.kind == .interrupt)
        #expect(result.output == "")
        #expect(result.diagnostics.isEmpty)
        #expect(session.run("print(count)").output == "1\n")
        #expect(session.run("let l = Late()").diagnostics.map(\.message) == ["cannot find 'Late' in scope"])
    }

    @Test func anInterruptStopsARunningLoop() {
        let box = CellBox(Lang.Session())
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.result = box.session.run("var i = 0\nwhile true { i += 1 }")
            done.signal()
        }.start()
        // Requests until one lands while the cell runs (one sent before it starts is dropped).
        while done.wait(timeout: .now() + .milliseconds(5)) == .timedOut {
            box.session.interrupt.set()
        }
        #expect(box.result?.runtimeError?.kind == .interrupt)
        #expect(box.result?.runtimeError?.message == "interrupted")
        #expect(box.session.run("print(1)").output == "1\n")
    }

    @Test func aStrayInterruptStopsNoLaterCell() {
        let session = Lang.Session()
        session.interrupt.set()
        #expect(!session.interrupt.isSet)
        let result = session.run("var i = 0\nwhile i < 5000 { i += 1 }\nprint(i)")
        #expect(result.runtimeError == nil)
        #expect(result.output == "5000\n")
    }

    @Test func aRejectedCellLeavesExtensionsAndConformancesOut() {
        let session = Lang.Session()
        _ = session.run("protocol Named { func name() -> String }\nstruct S {}")
        let rejected = session.run("""
            extension S: Named { func name() -> String { "s" } }
            extension Int { var twice: Int { self * 2 } }
            extension String: Named { func name() -> String { self } }
            let broken: Int = "no"
            """)
        #expect(rejected.isRejected)
        #expect(session.run("print(S().name())").diagnostics.map(\.message) == ["value of type 'S' has no member 'name'"])
        #expect(session.run("print(3.twice)").diagnostics.map(\.message) == ["value of type 'Int' has no member 'twice'"])
        #expect(session.run("let n: any Named = S()").isRejected)
        #expect(session.run("let n: any Named = \"x\"").isRejected)
        // What the rejected cell tried to declare is declared by the next cell that checks.
        let accepted = session.run("""
            extension S: Named { func name() -> String { "s" } }
            let n: any Named = S()
            print(n.name())
            """)
        #expect(accepted.output == "s\n")
    }

    /// Sessions share the checked prelude (`PreludeImage`): what one session's cells add to the
    /// prelude's types and globals stays in that session. (`Ellipse` is not Equatable in
    /// SwiftUI; `Color` is Hashable there and in the prelude.)
    @Test func aSessionSeesNoneOfAnotherSessionsChangesToThePrelude() {
        let probe = "print(CGPoint.zero, Canvas.size.width)"
        let conformance = "func same<T: Equatable>(_ value: T) -> Bool { true }\nprint(same(Ellipse()))"
        let fresh = Lang.Session().run(probe)
        let changer = Lang.Session()
        let changed = changer.run("""
            extension CGPoint: CustomStringConvertible { public var description: String { "a point" } }
            protocol Named { func name() -> String }
            extension Color: Named { func name() -> String { "a colour" } }
            extension Color { static var brand: Color { .red } }
            extension Ellipse: Equatable {}
            Canvas.size = CGSize(width: 10, height: 10)
            let n: any Named = Color.red
            print(CGPoint.zero, Canvas.size.width, n.name(), Color.brand.name())
            """)
        #expect(changed.output == "a point 10.0 a colour a colour\n")
        let other = Lang.Session()
        #expect(other.run(probe).output == fresh.output)
        #expect(fresh.output.hasPrefix("CGPoint(") && fresh.output.hasSuffix(" 200.0\n"))
        #expect(other.run(conformance).isRejected)
        #expect(other.run("let c = Color.brand").isRejected)
        #expect(changer.run("print(CGPoint.zero)").output == "a point\n")
        #expect(changer.run(conformance).output == "true\n")
    }

    @Test func checkingACellDeclaresNothing() {
        let session = Lang.Session()
        _ = session.run("struct S {}")
        #expect(session.check("extension S { func hello() -> Int { 1 } }").isEmpty)
        #expect(session.run("print(S().hello())").isRejected)
    }
}

/// A session and a cell's result handed between the test and the thread that runs the cell;
/// the test reads the result only after the thread signalled.
private final class CellBox: @unchecked Sendable {
    let session: Lang.Session
    var result: Lang.CellResult?

    init(_ session: Lang.Session) {
        self.session = session
    }
}
