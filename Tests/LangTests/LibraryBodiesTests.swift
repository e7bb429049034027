import Testing
@testable import Lang

/// The library prelude's function bodies, lowered on their first call (`LibraryBodies`): every
/// one checks, each is lowered once, and a cell that fails after a first call leaves the library
/// as it was.
@Suite struct LibraryBodiesTests {
    /// A small library checked as the prelude is (`PreludeImage`), its top level run; returns the
    /// bodies, the environment and the error its top level stopped at.
    private func library(_ source: String) -> (LibraryBodies, Environment, RuntimeError?) {
        let environment = Environment()
        let checker = Checker(environment: environment)
        checker.declaresLibrary = true
        let bodies = LibraryBodies(checker: checker)
        checker.libraryBodies = bodies
        let parsed = Parser.parse(source)
        guard let code = checker.check(parsed.file) else {
            Issue.record("the library does not check: \(checker.diagnostics.map(\.message))")
            return (bodies, environment, nil)
        }
        checker.commit()
        let frame = Frame(size: environment.globalContext.frameSize, parent: nil)
        let interpreter = Interpreter(globals: frame, environment: environment, stepBudget: 1_000_000, maximumDepth: 1_000,
                                      interrupt: InterruptFlag(), random: SessionRandom())
        do {
            _ = try code.execute(frame, interpreter)
            return (bodies, environment, nil)
        } catch let error as RuntimeError {
            return (bodies, environment, error)
        } catch {
            Issue.record("\(error)")
            return (bodies, environment, nil)
        }
    }

    /// The stub standing for the body of the library's global function `name`.
    private func stub(_ name: String, in environment: Environment) -> PendingLibraryBody? {
        guard case .functions(let symbols)? = environment.globals[name] else { return nil }
        return symbols.first?.code.body as? PendingLibraryBody
    }

    @Test func everyPreludeBodyLowersClean() {
        #expect(PreludeImage.shared.diagnostics.map(\.message) == [])
        #expect(PreludeImage.shared.bodies?.lowerAll() == [])
    }

    @Test func aBodyIsLoweredOnItsFirstCallAndOnce() throws {
        let (bodies, environment, error) = library("""
            func twice(_ x: Int) -> Int {
                let doubled = x + x
                let closure = { doubled + 0 }
                return closure()
            }
            func unused() -> Int { 1 }
            let four = twice(2)
            """)
        #expect(error == nil)
        let twice = try #require(stub("twice", in: environment))
        let unused = try #require(stub("unused", in: environment))
        let lowered = try #require(twice.lowered)
        #expect(lowered.failure == nil && lowered.frameSize > 1)
        #expect(unused.lowered == nil)
        #expect(bodies.lower(twice) === lowered)
        #expect(bodies.lowerAll() == [])
        #expect(unused.lowered != nil && unused.lowered?.failure == nil)
    }

    /// A library body that does not check is the library's fault: the call that needs it stops
    /// with an internal error naming it (at the call's line), as does every later call, and
    /// nothing traps.
    @Test func aBodyThatDoesNotCheckIsAnInternalError() {
        let (bodies, _, error) = library("""
            func fine() -> Int { 1 }
            func broken() -> Int {
                return missing
            }
            let one = fine()
            let two = broken()
            """)
        let message = "internal error: the library's 'broken' (prelude line 2) does not check: "
            + "cannot find 'missing' in scope (prelude line 3)"
        #expect(error?.message == message)
        #expect(error?.line == 6)
        #expect(bodies.lowerAll() == [message])
    }

    /// The first call of a library body in a cell that then traps: the body is lowered for the
    /// process all the same, and the next cell runs it and sees the same library.
    @Test func aCellFailingAfterAFirstCallLeavesTheLibraryWhole() {
        let session = Lang.Session()
        let failed = session.run("""
            let mark = RuleMark(y: .value("Limit", 3))
            let values = [1]
            print(values[2])
            """)
        #expect(failed.runtimeError?.message == "Index out of range")
        // The marks' list is library code too (a computed property's getter).
        let next = session.run("print(RuleMark(y: .value(\"Limit\", 3))._chartMarks.count)")
        #expect(next.runtimeError == nil)
        #expect(next.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(next.output == "1\n")
        #expect(Lang.Session().run("print(RuleMark(y: .value(\"Limit\", 3))._chartMarks.count)").output == "1\n")
    }
}
