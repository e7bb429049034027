import Testing
@testable import Lang

/// Values nested tens of thousands of levels deep are freed level by level: freeing them takes
/// no more stack than freeing one level (CI's fuzz slice measured 540 MB of stack touched while
/// a stopped cell's million-level `[Any]` was freed behind the next cell).
@Suite struct DeepValueReleaseTests {
    /// Arrays in `Any`, structs holding arrays, a linked list of class instances and an indirect
    /// enum, each 20,000 levels deep, are freed on a thread with a 1 MB stack (freed as Swift
    /// frees them, each needs several MB).
    @Test func twentyThousandLevelsAreFreedOnAOneMegabyteStack() {
        let session = Lang.Session()
        let built = session.run("""
            final class Node { var next: Node? = nil }
            struct Box { var inner: [Any] }
            indirect enum Chain { case end, link(Chain) }
            var list: [Any] = [0]
            var boxes = Box(inner: [])
            var head = Node()
            var chain = Chain.end
            for _ in 0..<20_000 {
                list = [list]
                boxes = Box(inner: [boxes])
                let node = Node()
                node.next = head
                head = node
                chain = .link(chain)
            }
            print("built")
            """)
        #expect(built.output == "built\n", "\(built.diagnostics) \(String(describing: built.runtimeError))")
        let carrier = ValueCarrier(session.globals.removeAll())
        let freed = Lang.Session(stackSize: 1 << 20).onCellStack {
            Value.releaseLevelByLevel(carrier.take())
            return true
        }
        #expect(freed == true)
    }

    /// Dictionaries in `Any`, sets of class instances that hold sets, closures each calling the
    /// one before, and methods bound to structs holding such a method, 20,000 levels deep, are freed on a thread with a 1 MB stack (freed as
    /// Swift frees them, each needs several MB: each level's storage frees the next).
    @Test func deepDictionariesSetsAndClosureChainsAreFreedOnAOneMegabyteStack() {
        let session = Lang.Session()
        let built = session.run("""
            final class Member: Hashable {
                var inner: Set<Member> = []
                static func == (a: Member, b: Member) -> Bool { a === b }
                var hashValue: Int { 0 }
            }
            var table: [Int: Any] = [:]
            var members: Set<Member> = []
            struct Link {
                var next: () -> Int
                func value() -> Int { 0 }
            }
            var counter: () -> Int = { 0 }
            var link = Link(next: { 0 })
            for _ in 0..<20_000 {
                table = [0: table]
                let member = Member()
                member.inner = members
                members = [member]
                let previous = counter
                counter = { previous() + 1 }
                link = Link(next: link.value)
            }
            print("built", table.count, members.count)
            """)
        #expect(built.output == "built 1 1\n", "\(built.diagnostics) \(String(describing: built.runtimeError))")
        let carrier = ValueCarrier(session.globals.removeAll())
        let freed = Lang.Session(stackSize: 1 << 20).onCellStack {
            Value.releaseLevelByLevel(carrier.take())
            return true
        }
        #expect(freed == true)
    }
}

/// Hands the values to the small-stack thread so that it holds the only reference.
private final class ValueCarrier: @unchecked Sendable {
    private var values: [Value]

    init(_ values: [Value]) {
        self.values = values
    }

    func take() -> [Value] {
        let taken = values
        values = []
        return taken
    }
}
