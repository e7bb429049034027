import Testing
@testable import Lang

/// Class lifetimes across a session's cells (`DeinitQueue`): what the core corpus, one cell per
/// program, cannot show.
@Suite struct ClassLifetimeTests {
    @Test func anInstanceIsDeinitializedInTheCellThatReleasesIt() {
        let session = Lang.Session()
        let first = session.run("""
            class Resource {
                let name: String
                init(_ name: String) { self.name = name }
                deinit { print("close", name) }
            }
            var kept: Resource? = Resource("kept")
            weak var watcher: Resource?
            watcher = kept
            print("made")
            """)
        #expect(first.output == "made\n")
        let second = session.run("kept = nil\nprint(\"released\")")
        #expect(second.output == "close kept\nreleased\n")
        let third = session.run("print(watcher == nil)")
        #expect(third.output == "true\n")
    }

    @Test func aDeinitThatFailsStopsTheCellAndTheSessionGoesOn() {
        let session = Lang.Session()
        let result = session.run("""
            class Fragile {
                deinit {
                    let missing: Int? = nil
                    print(missing!)
                }
            }
            var fragile: Fragile? = Fragile()
            fragile = nil
            print("not reached")
            """)
        #expect(result.output == "")
        #expect(result.runtimeError?.line == 4)
        #expect(session.run("print(1 + 1)").output == "2\n")
    }

    @Test func deinitsThatReleaseTheNextNodeRunForAWholeChain() {
        // Each deinit releases the next node itself: deinits inside deinits, 20,000 deep, must
        // neither overflow the stack nor hit the call-depth limit.
        let session = Lang.Session()
        let result = session.run("""
            var released = 0
            final class Link {
                var next: Link?
                init(next: Link?) { self.next = next }
                deinit { next = nil; released += 1 }
            }
            var head: Link? = nil
            for _ in 0..<20_000 { head = Link(next: head) }
            head = nil
            print(released)
            """)
        #expect(result.runtimeError == nil)
        #expect(result.output == "20000\n")
    }

    @Test func aStoppedCellRunsNoDeinitOfWhatItLeaves() {
        let session = Lang.Session()
        let result = session.run("""
            class Noisy { deinit { print("deinit") } }
            do {
                let noisy = Noisy()
                _ = noisy
                let values: [Int] = []
                print(values[1])
            }
            """)
        #expect(result.runtimeError != nil)
        #expect(!result.output.contains("deinit"))
    }
}
