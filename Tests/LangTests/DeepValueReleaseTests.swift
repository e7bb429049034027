import Foundation
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

    /// The releasing thread, which has a small stack (`ValueReleaser.stackSize`, so that it does
    /// not reserve another gigabyte of address space beside the cell's), frees a value 100,000
    /// levels deep (freed as Swift frees it, that needs some 40 MB) and then the next batch.
    @Test func theReleasingThreadFreesAHundredThousandLevels() {
        let session = Lang.Session()
        let built = session.run("""
            final class Probe {}
            var list: [Any] = [0]
            for _ in 0..<100_000 { list = [list] }
            var probe = Probe()
            print("built")
            """)
        #expect(built.output == "built\n", "\(built.diagnostics) \(String(describing: built.runtimeError))")
        var values = session.globals.removeAll()
        // Made in a function of its own: a pattern's binding here would hold the probe.
        var probeBatch: [Value] = []
        guard let probe = Self.makeProbe(like: values, in: &probeBatch) else {
            Issue.record("no Probe among the globals")
            return
        }
        #expect(ValueReleaser.shared.release(&values))
        #expect(ValueReleaser.shared.release(&probeBatch))
        // The batches are freed in order: the probe goes once the deep list has gone. The wait
        // is a guard against a hang, not a speed bound.
        var waited = 0
        while probe.instance != nil, waited < 60_000 {
            usleep(1_000)
            waited += 1
        }
        #expect(probe.instance == nil)
    }

    /// Of a dictionary's or set's entries only those that can hold further levels are taken out
    /// to be freed level by level: a dictionary of numbers and strings gives none (freeing a
    /// second reference to a million-entry dictionary copied every entry out), one of arrays
    /// gives its arrays and not its Int keys, a set its arrays and not its numbers.
    @Test func onlyEntriesThatCanNestAreTakenOut() {
        let flat = Dictionary(uniqueKeysWithValues: (0..<1_000).map { (Value.int($0), Value.string("x")) })
        #expect(Value.partsThatCanNest(of: flat).isEmpty)
        let lists = Dictionary(uniqueKeysWithValues: (0..<1_000).map { (Value.int($0), Value.array([.int($0)])) })
        let taken = Value.partsThatCanNest(of: lists)
        #expect(taken.count == 1_000)
        #expect(taken.allSatisfy { if case .array = $0 { true } else { false } })
        let mixed = Set((0..<10).map { Value.array([.int($0)]) } + (0..<10).map { Value.int($0) })
        #expect(Value.partsThatCanNest(of: mixed).count == 10)
        var set = Value.set(mixed)
        #expect(set.takeSetBox() != nil)
        guard case .void = set else {
            Issue.record("the set was not taken out")
            return
        }
    }

    /// A new instance of the class of the instance among `values`, held only by `batch`; a weak
    /// reference to it. (The cell's own instance is not used: it is freed with `values`, and the
    /// probe must show that the second batch is freed after the first.)
    private static func makeProbe(like values: [Value], in batch: inout [Value]) -> WeakInstance? {
        for value in values {
            guard case .object(let model) = value else { continue }
            batch.append(.object(Instance(decl: model.decl, fields: [])))
            guard case .object(let probe) = batch[batch.count - 1] else { return nil }
            return WeakInstance(probe)
        }
        return nil
    }
}

/// Hands the values to the small-stack thread so that it holds the only reference
/// (SharedValueReleaseTests too).
final class ValueCarrier: @unchecked Sendable {
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

/// Sees whether a class instance has been freed (SessionLifetimeTests too).
final class WeakInstance: @unchecked Sendable {
    weak var instance: Instance?

    init(_ instance: Instance) {
        self.instance = instance
    }
}
