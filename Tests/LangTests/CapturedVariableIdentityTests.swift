import Foundation
import Testing
@testable import Lang

/// The checker's record of which variables closures read (`CapturedVariable`) names each
/// variable's function by identity. The checker lets a function's context go once its body is
/// lowered, and the allocator gives its address to the next object of its size, often a later
/// function's context: a record that named a context by address alone then named that later
/// function's variable at the same slot too. A local `let g = { … }` in it looked read as a
/// value, so the objects its closure read outlived their block: deinit_closure_in_do_block.swift's
/// "deinit 2" came after "after inner do" once in 48 runs on a loaded machine, whenever the heap
/// happened to hand `inner()` a freed context whose slot 1 was read (as `Res.init` reads `n`).
/// classes/deinit_closure_in_many_functions.swift, 24 such functions, failed every run.
@Suite struct CapturedVariableIdentityTests {
    /// The forced condition: a context freed right after its variable was recorded, and new
    /// contexts made at once, where the allocator reuses its address (round after round, so
    /// that no one round's other allocations decide it).
    @Test func aFreedFunctionsRecordNamesNoLaterFunction() {
        var valueReads: Set<CapturedVariable> = []
        var later: [FunctionContext] = []
        var confused = 0
        for _ in 0..<32 {
            do {
                let lowered = FunctionContext(parent: nil)
                valueReads.insert(CapturedVariable(lowered, slot: 1))
            }
            for _ in 0..<8 {
                let context = FunctionContext(parent: nil)
                later.append(context)
                if valueReads.contains(CapturedVariable(context, slot: 1)) { confused += 1 }
            }
        }
        #expect(confused == 0, "\(confused) of \(later.count) later contexts matched a freed one's record")
    }

    /// The program that flaked, run on this thread after the heap was stirred with freed contexts
    /// of varying number and pattern, so that its functions' contexts land on freed addresses:
    /// before the fix some 2–10% of these runs printed "after inner do" before "deinit 2".
    @Test func aClosureConfinedToItsBlockEndsItsObjectsWhateverTheHeapReuses() throws {
        let url = RepositoryFiles.root.appendingPathComponent("Tests/Differential/Core/classes/deinit_closure_in_do_block.swift")
        let program = try #require(CoreCorpusTests.load(url))
        var failed = 0
        for run in 0..<100 {
            var made: [FunctionContext] = []
            for _ in 0..<(run * 7 % 97) { made.append(FunctionContext(parent: nil)) }
            let kept = made.enumerated().filter { ($0.offset + run) % 3 == 0 }.map(\.element)
            made = []
            let session = Lang.Session(stepBudget: 20_000_000, loadsLibrary: false)
            if session.runHere(program.source).output != program.expectedOutput { failed += 1 }
            withExtendedLifetime(kept) {}
        }
        #expect(failed == 0, "\(failed) of 100 runs ended an object late")
    }
}
